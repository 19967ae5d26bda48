import { z } from 'zod';
import { paginationShape } from './campaigns';
import { perPageParam, ZPageParam } from './query-values';

/** GST tax invoices and credit notes for Amplio's own charges (issue 26 §3); amounts in rupees at the API edge. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

export const INVOICE_MESSAGES = { notFound: 'Invoice not found.' } as const;

const ZParty = z.object({
  legal_name: z.string(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  state_code: z.string().nullable(),
  gstin: z.string().nullable(),
});

export const ZInvoiceSummary = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  /** The date in India the document bears, YYYY-MM-DD. */
  date: z.string(),
  issued_at: z.string(),
  funding_id: z.string().nullable(),
  /** A credit note's invoice. */
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  taxable_value: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  links: z.object({ self: z.string(), pdf: z.string(), html: z.string() }),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoice = ZInvoiceSummary.extend({
  supplier: ZParty,
  recipient: ZParty,
  place_of_supply: z.string(),
  sac_code: z.string(),
  description: z.string(),
  cgst_rate_percent: z.number(),
  sgst_rate_percent: z.number(),
  igst_rate_percent: z.number(),
  /** 'cgst' when GST in paise was odd and its odd paisa went to CGST. */
  odd_paisa_to: z.enum(['cgst']).nullable(),
  total_in_words: z.string(),
  reverse_charge: z.boolean(),
  currency: z.literal('INR'),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** A page of the invoice list: 50 documents unless `per_page` says otherwise (at most 100). */
export const INVOICE_LIST_LIMITS = { perPage: 50, perPageMax: 100 } as const;

/** GET /api/brands/invoices?funding_id=&page=&per_page= (newest first; without page, the first page). */
export const ZInvoiceListQuery = z.object({
  funding_id: z.string().max(100).optional(),
  page: ZPageParam,
  per_page: perPageParam(INVOICE_LIST_LIMITS.perPage, INVOICE_LIST_LIMITS.perPageMax),
});
export const ZInvoiceListResponse = z.object({ success: z.literal(true), data: z.array(ZInvoiceSummary), ...paginationShape });
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;
export const ZInvoiceResponse = z.object({ success: z.literal(true), data: ZInvoice });
export type TInvoiceResponse = z.infer<typeof ZInvoiceResponse>;
export const ZInvoiceIdParams = z.object({ id: z.string().max(100) });
