import { useInvoices } from '../api/get-invoices';
import { InvoiceLinks } from './invoice-links';

/**
 * Under a paid funding's receipt: its GST tax invoice (and any credit note), to view or download. Nothing while it
 * loads or when the funding has none (a funding not paid, or charged no fee).
 */
export function FundingInvoiceLink({ fundingId, paid }: { fundingId: string; paid: boolean }) {
  const invoices = useInvoices({ fundingId, enabled: paid });
  const documents = invoices.data?.data ?? [];
  if (!paid || documents.length === 0) return null;
  return (
    <section aria-label="Tax invoice" className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 print:hidden">
      {documents.map((doc) => (
        <div key={doc.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <p className="text-sm text-ink">
            {doc.kind === 'invoice' ? 'GST tax invoice' : 'Credit note'} <span className="tabular font-semibold">{doc.number}</span>
          </p>
          <InvoiceLinks invoice={doc} />
        </div>
      ))}
    </section>
  );
}
