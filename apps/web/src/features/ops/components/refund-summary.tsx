import type { TOpsRefund } from '@amplio/shared/schemas/ops-refunds';
import { formatRupees } from '../../../lib/format-money';
import { payerName, refundSource } from '../refund-labels';

/** The refund a dialog is about: the amount first, then the brand it belongs to and the campaign it came from. */
export function RefundSummary({ refund }: { refund: TOpsRefund }) {
  return (
    <div className="flex flex-col gap-1 rounded-control border border-border bg-surface-muted px-4 py-3">
      <p className="tabular text-2xl font-semibold tracking-tight text-ink">{formatRupees(refund.amount)}</p>
      <p className="text-sm text-ink">
        to <span className="font-semibold">{payerName(refund)}</span>
        {refund.brand ? <span className="break-all text-ink-muted"> ({refund.brand.email})</span> : null}
      </p>
      <p className="text-sm break-words text-ink-muted">{refundSource(refund)}</p>
      {refund.reason ? <p className="text-sm break-words text-ink-muted">{refund.reason}</p> : null}
    </div>
  );
}
