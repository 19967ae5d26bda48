import type { TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { formatRupees } from '../../../lib/format-money';
import { useInvoices } from '../api/get-invoices';
import { InvoiceLinks } from './invoice-links';

/** What a credit note returned with the escrow refunded (decision 047): the fee and the GST charged on that escrow. */
export const creditNoteLine = (doc: Pick<TInvoiceSummary, 'taxable_value' | 'cgst' | 'sgst' | 'igst' | 'total'>) =>
  `Fee ${formatRupees(doc.taxable_value)} and GST ${formatRupees(Math.round((doc.cgst + doc.sgst + doc.igst) * 100) / 100)} returned with unused escrow: ${formatRupees(doc.total)}`;

/**
 * Under a paid funding's receipt: its GST tax invoice and any credit notes (each with the fee and GST it returned), to
 * view or download. Nothing while it
 * loads or when the funding has none (a funding not paid, or charged no fee).
 */
export function FundingInvoiceLink({ fundingId, paid }: { fundingId: string; paid: boolean }) {
  const invoices = useInvoices({ fundingId, enabled: paid });
  // Oldest first on a receipt: the invoice, then each credit note as refunds came.
  const documents = [...(invoices.data?.data ?? [])].reverse();
  if (!paid || documents.length === 0) return null;
  return (
    <section aria-label="Tax invoice" className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 print:hidden">
      {documents.map((doc) => (
        <div key={doc.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <div className="flex flex-col gap-0.5">
            <p className="text-sm text-ink">
              {doc.kind === 'invoice' ? 'GST tax invoice' : 'Credit note'} <span className="tabular font-semibold">{doc.number}</span>
            </p>
            {doc.kind === 'credit_note' ? <p className="tabular text-sm text-ink-muted">{creditNoteLine(doc)}</p> : null}
          </div>
          <InvoiceLinks invoice={doc} />
        </div>
      ))}
    </section>
  );
}
