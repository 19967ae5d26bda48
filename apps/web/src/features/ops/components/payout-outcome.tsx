import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { formatDateTime } from '../../../lib/format-date';
import { CopyValue } from './copy-value';

/** Under the status: the UTR of a paid payout, the reason of a failed one, or when a processing one left. */
export function PayoutOutcome({ payout }: { payout: TOpsPayout }) {
  if (payout.status === 'paid') {
    return (
      <div className="flex flex-col gap-1">
        <dl>
          <CopyValue label="UTR" value={payout.utr} />
        </dl>
        <p className="tabular text-xs text-ink-muted">Paid {formatDateTime(payout.paid_at)}</p>
      </div>
    );
  }
  if (payout.status === 'failed') {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="break-words text-ink">
          <span className="font-medium">Reason:</span> {payout.failure_reason ?? 'None given'}
        </p>
        <p className="tabular text-xs text-ink-muted">Failed {formatDateTime(payout.failed_at)}; the money is back in the wallet.</p>
      </div>
    );
  }
  if (payout.status === 'processing') {
    return (
      <p className="tabular text-xs text-ink-muted">
        With {payout.provider ?? 'the provider'} since {formatDateTime(payout.processing_at)}
        {payout.provider_payout_id ? (
          <>
            {' '}
            · <span className="font-mono break-all">{payout.provider_payout_id}</span>
          </>
        ) : null}
      </p>
    );
  }
  return null;
}
