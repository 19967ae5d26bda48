import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { getDemoHints } from '../api/get-demo-hints';
import type { SignInKind } from '../api/sign-in';

interface DemoAccount {
  email: string;
  password: string;
}

/** Spec 2 §2.8 "demo credentials are displayed as hints": shown only when the server says demo mode is on. */
export function DemoHints({ kind, onUse }: { kind: SignInKind; onUse: (account: DemoAccount) => void }) {
  const [account, setAccount] = useState<DemoAccount | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getDemoHints({ signal: controller.signal })
      .then((hints) => setAccount(hints.accounts.find((a) => (a.kind as string) === kind) ?? null))
      .catch(() => setAccount(null));
    return () => controller.abort();
  }, [kind]);
  if (!account) return null;
  return (
    <section
      aria-label="Demo account"
      className="flex flex-col gap-3 rounded-control border border-dashed border-brand/30 bg-brand-soft/40 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2.5">
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
        <div className="flex flex-col gap-0.5 text-ink-muted">
          <p className="font-semibold text-ink">Demo {kind} account</p>
          <p className="wrap-anywhere">
            <span className="sr-only">Email: </span>
            <code className="font-mono text-[13px] text-ink">{account.email}</code>
          </p>
          <p>
            <span className="sr-only">Password: </span>
            <code className="font-mono text-[13px] text-ink">{account.password}</code>
          </p>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={() => onUse(account)}>
        Use demo account
      </Button>
    </section>
  );
}
