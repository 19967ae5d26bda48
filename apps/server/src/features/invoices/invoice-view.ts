import { gstStateCodeOf } from '@amplio/shared/constants/gst-states';
import { amountInWords } from '@amplio/shared/domain/amount-in-words';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TInvoice, TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import type { TaxInvoiceRow } from '../../db/schema/index';

const stateCode = (state: string | null) => (state ? (gstStateCodeOf(state) ?? null) : null);

export const invoiceLinks = (id: string) => ({
  self: `/api/brands/invoices/${id}`,
  pdf: `/api/brands/invoices/${id}/pdf`,
  html: `/api/brands/invoices/${id}/print`,
});

/** One line of the brand's list of invoices and credit notes. */
export function invoiceSummary(row: TaxInvoiceRow, invoiceNumber: string | null): TInvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    date: row.issueDate,
    issued_at: row.issuedAt.toISOString(),
    funding_id: row.sourceType === 'funding' ? row.sourceId : null,
    invoice_id: row.invoiceId,
    invoice_number: invoiceNumber,
    taxable_value: paiseToRupees(row.taxablePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
    links: invoiceLinks(row.id),
  };
}

/** Everything the document states (CGST Rule 46), as its JSON, its PDF and its printable page show it. */
export function invoiceDetail(row: TaxInvoiceRow, invoiceNumber: string | null): TInvoice {
  const intra = row.igstPaise === 0n && row.placeOfSupply === row.supplierState;
  const halfRate = row.gstRateBps / 200;
  return {
    ...invoiceSummary(row, invoiceNumber),
    supplier: {
      legal_name: row.supplierLegalName,
      address: row.supplierAddress,
      state: row.supplierState,
      state_code: stateCode(row.supplierState),
      gstin: row.supplierGstin,
    },
    recipient: {
      legal_name: row.recipientLegalName,
      address: row.recipientAddress,
      state: row.recipientState,
      state_code: stateCode(row.recipientState),
      gstin: row.recipientGstin,
    },
    place_of_supply: `${row.placeOfSupply} (${stateCode(row.placeOfSupply) ?? '—'})`,
    sac_code: row.sacCode,
    description: row.description,
    cgst_rate_percent: intra ? halfRate : 0,
    sgst_rate_percent: intra ? halfRate : 0,
    igst_rate_percent: intra ? 0 : row.gstRateBps / 100,
    odd_paisa_to: row.oddPaisaTo === 'cgst' ? 'cgst' : null,
    total_in_words: amountInWords(row.totalPaise),
    reverse_charge: row.reverseCharge,
    currency: 'INR',
  };
}
