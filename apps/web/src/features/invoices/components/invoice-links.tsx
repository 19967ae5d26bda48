import type { TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { Download, FileText } from 'lucide-react';

/** "View" (the printable page, in a new tab) and "Download PDF" for one document, each naming it for screen readers. */
export function InvoiceLinks({ invoice }: { invoice: Pick<TInvoiceSummary, 'number' | 'links'> }) {
  const link = 'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand hover:underline sm:min-h-0';
  return (
    <span className="flex flex-wrap items-center gap-x-4">
      <a href={invoice.links.html} target="_blank" rel="noopener" className={link}>
        <FileText className="size-4" strokeWidth={1.75} aria-hidden="true" />
        View<span className="sr-only"> {invoice.number}</span>
      </a>
      <a href={invoice.links.pdf} download className={link}>
        <Download className="size-4" strokeWidth={1.75} aria-hidden="true" />
        Download PDF<span className="sr-only"> of {invoice.number}</span>
      </a>
    </span>
  );
}
