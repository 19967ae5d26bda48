import type { TFundingReceipt } from '@amplio/shared/schemas/payments';
import { BrandLogo } from '../../../components/brand-logo';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { TestModeLabel } from '../../../components/test-mode-label';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';

const STATUS: Record<TFundingReceipt['status'], { label: string; tone: BadgeTone }> = {
  captured: { label: 'Paid', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

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
  const status = STATUS[receipt.status];
  const paidAt = receipt.captured_at ?? receipt.failed_at ?? receipt.created_at;
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
          <dt className="text-sm text-ink-muted">
            {receipt.status === 'captured' ? 'Paid on' : receipt.status === 'failed' ? 'Failed on' : 'Started on'}
          </dt>
          <dd className="mt-1 font-medium text-ink">{formatDateTime(paidAt)}</dd>
        </div>
      </dl>

      <dl className="py-5">
        <Line label="Campaign escrow" value={formatRupees(receipt.amount)} />
        <Line label={`Platform fee (${receipt.platform_fee_percent}% of the escrow amount)`} value={formatRupees(receipt.platform_fee)} />
        <Line label={`GST (${receipt.gst_percent}% of the platform fee)`} value={formatRupees(receipt.gst)} />
        <Line label={receipt.status === 'captured' ? 'Total paid' : 'Total'} value={formatRupees(receipt.total)} strong />
      </dl>

      <footer className="flex flex-col gap-1 border-t border-border pt-5 text-sm text-ink-muted [overflow-wrap:anywhere]">
        <p>
          Paid through {receipt.provider === 'sandbox' ? 'the Amplio sandbox' : receipt.provider}
          {receipt.provider_reference ? `, reference ${receipt.provider_reference}` : ''}. Currency: {receipt.currency}.
        </p>
        <p>
          The escrow amount is held for this campaign and paid to creators only for work you approve; what is left is refunded when it
          completes.
        </p>
      </footer>
    </article>
  );
}
