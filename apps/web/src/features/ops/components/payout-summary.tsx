import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { formatRupees } from '../../../lib/format-money';
import { destinationSummary } from '../payout-labels';

/** The payout a dialog is about: the amount first, then who gets it and where it goes. */
export function PayoutSummary({ payout }: { payout: TOpsPayout }) {
  return (
    <div className="flex flex-col gap-1 rounded-control border border-border bg-surface-muted px-4 py-3">
      <p className="tabular text-2xl font-semibold tracking-tight text-ink">{formatRupees(payout.amount)}</p>
      <p className="text-sm text-ink">
        to <span className="font-semibold">{payout.creator.name}</span>{' '}
        <span className="break-all text-ink-muted">({payout.creator.email})</span>
      </p>
      <p className="text-sm break-all text-ink-muted">{destinationSummary(payout)}</p>
    </div>
  );
}
