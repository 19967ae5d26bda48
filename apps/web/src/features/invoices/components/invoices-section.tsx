import { INVOICE_KIND_LABELS, type TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { useInvoices } from '../api/get-invoices';
import { InvoiceLinks } from './invoice-links';

function taxLine(invoice: TInvoiceSummary): string {
  if (invoice.igst > 0) return `IGST ${formatRupees(invoice.igst)}`;
  return `CGST ${formatRupees(invoice.cgst)} + SGST ${formatRupees(invoice.sgst)}`;
}

function InvoiceRow({ invoice }: { invoice: TInvoiceSummary }) {
  return (
    <li data-invoice-id={invoice.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="tabular font-semibold text-ink">{invoice.number}</span>
          <Badge tone={invoice.kind === 'invoice' ? 'neutral' : 'info'}>{INVOICE_KIND_LABELS[invoice.kind]}</Badge>
        </div>
        <p className="text-sm text-ink-muted">
          {formatDay(invoice.date)} · Fee {formatRupees(invoice.taxable_value)} + {taxLine(invoice)}
          {invoice.invoice_number ? ` · against ${invoice.invoice_number}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:justify-end">
        <span className="tabular text-[15px] font-semibold text-ink">
          {invoice.kind === 'credit_note' ? '−' : ''}
          {formatRupees(invoice.total)}
        </span>
        <InvoiceLinks invoice={invoice} />
      </div>
    </li>
  );
}

/**
 * The brand's GST tax invoices (one per funding, for Amplio's fee and its GST) and credit notes, newest first, a page
 * at a time, each with its printable page and PDF (issue 26 §3).
 */
export function InvoicesSection() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ page });
  return (
    <Card>
      <CardHeader
        title="Invoices"
        description={
          <>
            A GST tax invoice for Amplio’s platform fee comes with every funding you pay; a credit note with every refund of that fee. New
            invoices carry your{' '}
            <Link to={paths.brandProfile.path} className="font-semibold text-brand hover:underline">
              company details
            </Link>
            .
          </>
        }
      />
      {invoices.isPending ? (
        <div role="status" aria-label="Loading invoices" className="flex flex-col gap-3 py-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : invoices.isError ? (
        <ErrorState what="your invoices" error={invoices.error} onRetry={() => invoices.refetch()} retrying={invoices.isFetching} />
      ) : invoices.data.data.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No invoices yet"
          description="When you fund a campaign, its tax invoice appears here, ready to view or download as a PDF."
          className="py-8"
        />
      ) : (
        <div
          className={cn('flex flex-col gap-4 transition-opacity', invoices.isPlaceholderData && 'opacity-60')}
          aria-busy={invoices.isFetching}
        >
          <ul aria-label="Invoices and credit notes" className="divide-y divide-border">
            {invoices.data.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
          <Pagination {...paginationOf(invoices.data)} onPageChange={setPage} noun="documents" />
        </div>
      )}
    </Card>
  );
}
