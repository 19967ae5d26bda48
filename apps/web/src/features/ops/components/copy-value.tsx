import { OPS_CONSOLE_MESSAGES } from '@amplio/shared/constants/ops-console';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/ui/toaster';

/** How long the button shows its tick after a copy. */
const COPIED_MS = 2000;

/**
 * One detail an operator types into the bank's screen (a UPI id, an account number, an IFSC): the value in a
 * monospace face, and a button that copies it exactly.
 */
export function CopyValue({ label, value }: { label: string; value: string | null }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify.error(OPS_CONSOLE_MESSAGES.copyFailed);
    }
  };

  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <span className="font-mono text-[13px] break-all text-ink">{value ?? 'N/A'}</span>
        {value ? (
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-brand"
            aria-label={`Copy ${label}`}
            title={`Copy ${label}`}
          >
            {copied ? (
              <Check className="size-4 text-success-strong" strokeWidth={2} aria-hidden="true" />
            ) : (
              <Copy className="size-4" strokeWidth={1.75} aria-hidden="true" />
            )}
          </button>
        ) : null}
        <span className="sr-only" aria-live="polite">
          {copied ? OPS_CONSOLE_MESSAGES.copied(label) : ''}
        </span>
      </dd>
    </div>
  );
}
