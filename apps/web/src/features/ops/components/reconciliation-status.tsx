import type { TOpsBooksResponse } from '@amplio/shared/schemas/ops-books';
import { CircleAlert, CircleCheck, History, RotateCw, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { describeActionFailure } from '../action-failure';
import { useRunReconciliation } from '../api/run-reconciliation';
import { useAttemptKey } from '../hooks/use-attempt-key';

function Tile({ ok, icon, title, children }: { ok: boolean; icon?: ReactNode; title: string; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <section
      className={cn('flex flex-col gap-2 rounded-card border bg-surface p-5', ok ? 'border-border' : 'border-danger/30 bg-danger-soft/50')}
    >
      <h2 className="flex items-center gap-2 text-[15px] font-semibold text-ink">
        {icon ?? <Icon className={cn('size-5', ok ? 'text-success-strong' : 'text-danger')} strokeWidth={1.75} aria-hidden="true" />}
        {title}
      </h2>
      <div className="flex flex-col gap-1 text-sm text-ink-muted">{children}</div>
    </section>
  );
}

/** "Run reconciliation now": one run per click however fast the clicks; a retry after a lost answer reuses its key. */
function RunButton() {
  const run = useRunReconciliation();
  const attempt = useAttemptKey();
  const start = useSingleFlight(async () => {
    try {
      const answer = await run.mutateAsync({ idempotencyKey: attempt.keyFor('run') });
      attempt.reset();
      notify.success(
        answer.data.mismatches === 0
          ? `${answer.message} No mismatches.`
          : `${answer.message} ${answer.data.mismatches} ${answer.data.mismatches === 1 ? 'mismatch' : 'mismatches'} found.`,
      );
    } catch (failure) {
      if (isApiError(failure) && !failure.noResponse) attempt.reset();
      notify.error(describeActionFailure(failure).message);
    }
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      className="mt-2 self-start"
      loading={run.isPending}
      loadingLabel="Running…"
      onClick={() => void start()}
      leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
    >
      Run reconciliation now
    </Button>
  );
}

/** The three things to know first: whether the books balance, whether the ledger's invariants hold, and the last reconciliation. */
export function ReconciliationStatus({ books }: { books: TOpsBooksResponse }) {
  const last = books.last_reconciliation;
  const balanced = books.total === 0;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Tile
        ok={balanced}
        icon={<Scale className={cn('size-5', balanced ? 'text-success-strong' : 'text-danger')} strokeWidth={1.75} aria-hidden="true" />}
        title={balanced ? 'The books balance' : 'The books do not balance'}
      >
        <p>
          {balanced
            ? 'Every account sums to ₹0: each rupee that came in has a place.'
            : `The accounts sum to ${formatRupees(books.total)} instead of ₹0. Run reconciliation and check its mismatches.`}
        </p>
      </Tile>
      <Tile ok={books.invariants.ok} title={books.invariants.ok ? 'Ledger invariants hold' : 'A ledger invariant is broken'}>
        {books.invariants.message ? <p className="text-ink">{books.invariants.message}</p> : null}
        <p>
          {books.invariants.checked_at
            ? `Checked ${formatDateTime(books.invariants.checked_at)}.`
            : 'Not checked yet: they are checked with each reconciliation.'}{' '}
          Sums to zero, balances match their transfers, nothing negative, each reservation settled once.
        </p>
      </Tile>
      <Tile
        ok={!last || last.ok}
        icon={last ? undefined : <History className="size-5 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />}
        title="Last reconciliation"
      >
        {last ? (
          <>
            <p className="text-ink">
              <time dateTime={last.ran_at}>{formatDateTime(last.ran_at)}</time>
            </p>
            <p>
              {last.mismatches === 0
                ? 'No mismatches between the ledger and the provider.'
                : `${last.mismatches} ${last.mismatches === 1 ? 'mismatch' : 'mismatches'} between the ledger and the provider.`}{' '}
              It runs every hour.
            </p>
          </>
        ) : (
          <p>Not run yet. It runs every hour; run it now to check the books.</p>
        )}
        <RunButton />
      </Tile>
    </div>
  );
}
