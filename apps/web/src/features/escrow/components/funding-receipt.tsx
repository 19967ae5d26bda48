import { PAYMENT_MESSAGES, type TFundingReceipt } from '@amplio/shared/schemas/payments';
import { BrandLogo } from '../../../components/brand-logo';
import { TestModeLabel } from '../../../components/test-mode-label';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { FUNDING_STATUS } from '../funding-status';

/** Which date the receipt shows, and what it calls it. */
function keyDate(receipt: TFundingReceipt): { label: string; at: string } {
  if (receipt.status === 'captured') return { label: 'Paid on', at: receipt.captured_at ?? receipt.created_at };
  if (receipt.status === 'failed') return { label: 'Failed on', at: receipt.failed_at ?? receipt.created_at };
  return { label: 'Started on', at: receipt.created_at };
}

const TOTAL_LABEL: Partial<Record<TFundingReceipt['status'], string>> = {
  captured: 'Total paid',
  refunded: 'Total, refunded in full',
  pending: 'Total to pay',
};

/** Why the funding ended as it did, in the brand's words, where the receipt's reader looks first. */
function StatusReason({ receipt }: { receipt: TFundingReceipt }) {
  if (receipt.status === 'pending' && receipt.expires_at) {
    return (
      <p className="rounded-control bg-warning-soft px-4 py-3 text-sm text-ink print:border print:border-border">
        Not paid yet. This checkout can be paid until {formatDateTime(receipt.expires_at)}; after that it expires and nothing is charged.
      </p>
    );
  }
  if (!receipt.status_reason) return null;
  const tone =
    receipt.status === 'failed'
      ? 'bg-danger-soft'
      : receipt.status === 'refunded' || receipt.status === 'held'
        ? 'bg-warning-soft'
        : 'bg-surface-muted';
  return <p className={cn('rounded-control px-4 py-3 text-sm text-ink print:border print:border-border', tone)}>{receipt.status_reason}</p>;
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 border-t border-ink pt-3 text-lg font-semibold' : 'flex justify-between gap-4 py-1.5'}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="tabular text-ink">{value}</dd>
    </div>
  );
}

/** One funding's receipt, laid out to print on one page. */
export function FundingReceipt({ receipt }: { receipt: TFundingReceipt }) {
  const status = FUNDING_STATUS[receipt.status];
  const date = keyDate(receipt);
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-card border border-border bg-surface p-5 shadow-soft sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-5">
        <div className="flex flex-col gap-2">
          <BrandLogo />
          {receipt.test_mode ? <TestModeLabel /> : null}
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <h2 id="receipt-title" className="text-2xl text-ink">
            Receipt
          </h2>
          <p className="tabular text-sm text-ink-muted">{receipt.receipt_number}</p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
      </header>

      <dl className="grid gap-4 border-b border-border py-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">Billed to</dt>
          <dd className="mt-1 font-medium text-ink">{receipt.brand.name}</dd>
          <dd className="text-sm break-all text-ink-muted">{receipt.brand.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Campaign</dt>
          <dd className="mt-1 font-medium text-ink">{receipt.campaign.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{date.label}</dt>
          <dd className="mt-1 font-medium text-ink">{formatDateTime(date.at)}</dd>
        </div>
      </dl>

      {receipt.status === 'captured' ? null : (
        <div className="pt-5">
          <StatusReason receipt={receipt} />
        </div>
      )}

      <dl className="py-5">
        <Line label={receipt.status === 'captured' ? 'Campaign escrow' : 'For campaign escrow'} value={formatRupees(receipt.amount)} />
        <Line label={`Platform fee (${receipt.platform_fee_percent}% of the escrow amount)`} value={formatRupees(receipt.platform_fee)} />
        <Line label={`GST (${receipt.gst_percent}% of the platform fee)`} value={formatRupees(receipt.gst)} />
        <Line label={TOTAL_LABEL[receipt.status] ?? 'Total'} value={formatRupees(receipt.total)} strong />
      </dl>

      <footer className="flex flex-col gap-1 border-t border-border pt-5 text-sm text-ink-muted [overflow-wrap:anywhere]">
        <p>
          {receipt.status === 'captured' ? 'Paid through' : 'Checkout with'}{' '}
          {receipt.provider === 'sandbox' ? 'the Amplio sandbox' : receipt.provider}
          {receipt.provider_reference ? `, reference ${receipt.provider_reference}` : ''}. Currency: {receipt.currency}.
        </p>
        {receipt.status === 'captured' ? (
          <p>
            The escrow amount is held for this campaign and paid to creators only for work you approve; what is left is refunded when it
            completes, with the platform fee and GST charged on it and a credit note below.
          </p>
        ) : receipt.status === 'refunded' ? (
          <p>None of this payment went into escrow. {PAYMENT_MESSAGES.refundTiming}</p>
        ) : receipt.status === 'held' ? null : (
          <p>Nothing from this checkout went into escrow.</p>
        )}
      </footer>
    </article>
  );
}
