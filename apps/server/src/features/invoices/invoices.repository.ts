import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brandCompanies,
  brandProfiles,
  ledgerTransfers,
  type NewTaxInvoiceRow,
  type TaxInvoiceRow,
  taxInvoices,
  users,
} from '../../db/schema/index';

export async function findBySourceKey(db: DbOrTx, sourceKey: string): Promise<TaxInvoiceRow | undefined> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.sourceKey, sourceKey));
  return row;
}

export async function findInvoice(db: DbOrTx, id: string): Promise<TaxInvoiceRow | undefined> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
  return row;
}

export async function insertInvoice(db: DbOrTx, values: NewTaxInvoiceRow): Promise<TaxInvoiceRow> {
  const [row] = await db.insert(taxInvoices).values(values).returning();
  return row!;
}

/** A page of a brand's invoices and credit notes, newest first, and how many there are; optionally one funding's. */
export async function listForBrand(
  db: DbOrTx,
  input: { brandUserId: string; fundingId?: string; limit: number; offset: number },
): Promise<{ rows: TaxInvoiceRow[]; total: number }> {
  const where = [eq(taxInvoices.brandUserId, input.brandUserId)];
  if (input.fundingId) where.push(eq(taxInvoices.sourceType, 'funding'), eq(taxInvoices.sourceId, input.fundingId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(taxInvoices)
      .where(and(...where))
      .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.sequence), desc(taxInvoices.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(taxInvoices)
      .where(and(...where)),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function numbersOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: taxInvoices.id, number: taxInvoices.number }).from(taxInvoices).where(inArray(taxInvoices.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** What a credit note has already given back of an invoice's taxable value and GST. */
export async function creditedOf(db: DbOrTx, invoiceId: string): Promise<{ taxablePaise: bigint; gstPaise: bigint }> {
  const [row] = await db
    .select({
      taxable: sql<string>`coalesce(sum(${taxInvoices.taxablePaise}), 0)::text`,
      gst: sql<string>`coalesce(sum(${taxInvoices.cgstPaise} + ${taxInvoices.sgstPaise} + ${taxInvoices.igstPaise}), 0)::text`,
    })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.kind, 'credit_note'), eq(taxInvoices.invoiceId, invoiceId)));
  return { taxablePaise: BigInt(row?.taxable ?? '0'), gstPaise: BigInt(row?.gst ?? '0') };
}

/**
 * The fee and GST the ledger booked for a funding's charge (a capture from outside, or held money an operator
 * applied from suspense): the invoice states exactly these, never a recomputation.
 */
export async function bookedCharge(db: DbOrTx, fundingId: string): Promise<{ feePaise: bigint; gstPaise: bigint }> {
  const rows = await db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amountPaise })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.refType, 'funding'),
        eq(ledgerTransfers.refId, fundingId),
        inArray(ledgerTransfers.kind, ['platform_fee', 'suspense_fee', 'gst', 'suspense_gst']),
      ),
    );
  let feePaise = 0n;
  let gstPaise = 0n;
  for (const r of rows) {
    if (r.kind === 'platform_fee' || r.kind === 'suspense_fee') feePaise += r.amount;
    else gstPaise += r.amount;
  }
  return { feePaise, gstPaise };
}

/** The brand's billing details as saved now, and its profile's company name for a brand that saved none. */
export async function recipientOf(db: DbOrTx, brandUserId: string) {
  const [company] = await db.select().from(brandCompanies).where(eq(brandCompanies.userId, brandUserId));
  if (company) return { company, profileName: null };
  const [profile] = await db.select({ name: brandProfiles.companyName }).from(brandProfiles).where(eq(brandProfiles.userId, brandUserId));
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, brandUserId));
  return { company: undefined, profileName: profile?.name ?? user?.name ?? null };
}

/**
 * Each funding's invoiced fee and GST and what its credit notes gave back so far, by funding (a funding with no
 * invoice is absent): what a refund of its escrow may still return (decision 047).
 */
export async function refundableCharges(
  db: DbOrTx,
  fundingIds: string[],
): Promise<Map<string, { feePaise: bigint; gstPaise: bigint; creditedFeePaise: bigint; creditedGstPaise: bigint }>> {
  if (fundingIds.length === 0) return new Map();
  const rows = await db
    .select({
      fundingId: taxInvoices.sourceId,
      fee: taxInvoices.taxablePaise,
      gst: sql<string>`(${taxInvoices.cgstPaise} + ${taxInvoices.sgstPaise} + ${taxInvoices.igstPaise})::text`,
      creditedFee: sql<string>`coalesce((select sum(n.taxable_paise) from tax_invoices n where n.kind = 'credit_note' and n.invoice_id = tax_invoices.id), 0)::text`,
      creditedGst: sql<string>`coalesce((select sum(n.cgst_paise + n.sgst_paise + n.igst_paise) from tax_invoices n where n.kind = 'credit_note' and n.invoice_id = tax_invoices.id), 0)::text`,
    })
    .from(taxInvoices)
    .where(
      and(
        eq(taxInvoices.kind, 'invoice'),
        inArray(
          taxInvoices.sourceKey,
          fundingIds.map((id) => `funding:${id}`),
        ),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.fundingId,
      { feePaise: r.fee, gstPaise: BigInt(r.gst), creditedFeePaise: BigInt(r.creditedFee), creditedGstPaise: BigInt(r.creditedGst) },
    ]),
  );
}
