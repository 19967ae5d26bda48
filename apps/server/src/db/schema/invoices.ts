import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const paise = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * One counter per invoice series (`AMP/26-27`, `ACN/26-27`: a kind and an Indian financial year). A number is taken
 * by incrementing the series' row in the charge's own transaction, which holds the row's lock until it commits, so
 * numbers are consecutive and never skipped: a rolled-back charge gives its number back (decision 043).
 */
export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * GST tax invoices (for Amplio's own charge: the platform fee and its GST) and credit notes (a refund of such a
 * charge, naming its invoice). Every party detail is a snapshot taken at issue, so a later change of company details
 * never alters an issued document. `source_type`/`source_id` say what was charged (a funding today; a subscription
 * charge later); `source_key` makes issuing idempotent.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sourceType: text('source_type', { enum: ['funding', 'subscription_charge'] }).notNull(),
    sourceId: uuid('source_id').notNull(),
    sourceKey: text('source_key').notNull(),
    /** A credit note's invoice; null on invoices. */
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The date in India the document bears (YYYY-MM-DD). */
    issueDate: text('issue_date').notNull(),
    supplierLegalName: text('supplier_legal_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierState: text('supplier_state').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    recipientLegalName: text('recipient_legal_name').notNull(),
    recipientAddress: text('recipient_address'),
    recipientState: text('recipient_state'),
    recipientGstin: text('recipient_gstin'),
    placeOfSupply: text('place_of_supply').notNull(),
    sacCode: text('sac_code').notNull(),
    description: text('description').notNull(),
    /** The GST rate charged, in basis points (1800 = 18 %): IGST, or CGST + SGST at half each. */
    gstRateBps: integer('gst_rate_bps').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    /** 'cgst' when an odd paisa of GST went to CGST in a CGST + SGST split. */
    oddPaisaTo: text('odd_paisa_to'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tax_invoices_number_unique').on(t.number),
    uniqueIndex('tax_invoices_series_sequence_unique').on(t.series, t.sequence),
    uniqueIndex('tax_invoices_source_key_unique').on(t.sourceKey),
    index('tax_invoices_brand_idx').on(t.brandUserId, t.issuedAt),
    index('tax_invoices_source_idx').on(t.sourceType, t.sourceId),
    check('tax_invoices_number_length', sql`char_length(${t.number}) <= 16`),
    check(
      'tax_invoices_amounts',
      sql`${t.taxablePaise} >= 0 and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check('tax_invoices_credit_note_names_invoice', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
  ],
);
export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
export type NewTaxInvoiceRow = typeof taxInvoices.$inferInsert;
