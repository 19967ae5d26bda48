import { INVOICE_KIND_LABELS, type TInvoice } from '@amplio/shared/schemas/invoices';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as the documents print it: "INR 1,18,000.00" (the PDF's standard fonts have no rupee sign). */
export const inr = (value: number) => `INR ${rupees.format(value)}`;

export interface DocumentSection {
  heading: string;
  rows: [label: string, value: string][];
}

/**
 * What a tax invoice or credit note states, in order, as label and value pairs: the one source of the PDF and of the
 * printable page, so both always say the same (CGST Rule 46 (a) to (q) as they apply to a service; Rule 53 for a
 * credit note).
 */
export function documentSections(doc: TInvoice): { title: string; sections: DocumentSection[] } {
  const party = (p: TInvoice['supplier']) =>
    [
      ['Legal name', p.legal_name],
      ['Address', p.address ?? 'Not given'],
      ['State', p.state ? `${p.state} (code ${p.state_code ?? '—'})` : 'Not given'],
      ['GSTIN', p.gstin ?? 'Unregistered'],
    ] as [string, string][];
  const tax: [string, string][] =
    doc.igst_rate_percent > 0 || (doc.cgst === 0 && doc.sgst === 0 && doc.igst > 0)
      ? [[`IGST @ ${doc.igst_rate_percent}%`, inr(doc.igst)]]
      : [
          [`CGST @ ${doc.cgst_rate_percent}%`, inr(doc.cgst)],
          [`SGST @ ${doc.sgst_rate_percent}%`, inr(doc.sgst)],
          ...(doc.odd_paisa_to === 'cgst' ? ([['GST split', 'The odd paisa of the GST is in CGST']] as [string, string][]) : []),
        ];
  const details: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
    [doc.kind === 'invoice' ? 'Invoice date' : 'Credit note date', doc.date],
  ];
  if (doc.kind === 'credit_note' && doc.invoice_number) details.push(['Against invoice', doc.invoice_number]);
  details.push(['Place of supply', doc.place_of_supply], ['Reverse charge', doc.reverse_charge ? 'Yes' : 'No']);
  return {
    title: doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE',
    sections: [
      { heading: INVOICE_KIND_LABELS[doc.kind], rows: details },
      { heading: 'Supplier', rows: party(doc.supplier) },
      { heading: 'Recipient', rows: party(doc.recipient) },
      {
        heading: 'Service',
        rows: [
          ['Description', doc.description],
          ['SAC', doc.sac_code],
          ['Taxable value', inr(doc.taxable_value)],
          ...tax,
          ['Total', inr(doc.total)],
          ['Total in words', doc.total_in_words],
        ],
      },
    ],
  };
}
