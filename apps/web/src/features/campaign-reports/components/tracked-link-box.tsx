import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { notify } from '../../../components/ui/toaster';
import { useCreatorResults } from '../api/get-creator-results';
import { formatCount } from '../report-format';

/** Spec 3 §9: the copy toast lasts 2 s. */
const COPY_TOAST_MS = 2000;

/**
 * On the creator's script card (issue 27 §2): the tracked link to put in a bio or description, a button that copies
 * it, and the clicks and reported views so far. Nothing shows when the campaign has no destination.
 */
export function TrackedLinkBox({ scriptId }: { scriptId: string }) {
  const results = useCreatorResults();
  const [copied, setCopied] = useState(false);
  const item = results.data?.items.find((i) => i.script_id === scriptId);
  if (!item?.link) return null;
  const link = item.link;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copied.', { duration: COPY_TOAST_MS });
      window.setTimeout(() => setCopied(false), COPY_TOAST_MS);
    } catch {
      notify.error('Your browser did not let Amplio copy. Select the link and copy it yourself.');
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-control border border-brand/25 bg-brand-soft/40 px-3 py-2" data-testid="tracked-link">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Link2 className="size-4 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
        Your tracked link
      </p>
      <p className="text-sm text-ink-muted">Put it in your bio or description: the brand sees every click it brings.</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={link}
          aria-label="Your tracked link"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-control border border-border bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1.5 rounded-control bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {copied ? (
            <Check className="size-4" strokeWidth={1.75} aria-hidden="true" />
          ) : (
            <Copy className="size-4" strokeWidth={1.75} aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <p className="tabular text-sm text-ink">
        {formatCount(item.clicks)} clicks ({formatCount(item.unique_clicks)} unique) · {formatCount(item.views)} views reported
      </p>
    </div>
  );
}
