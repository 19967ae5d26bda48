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

/** A brand's invoices and credit notes, newest first; optionally those of one funding. */
export async function listForBrand(
  db: DbOrTx,
  input: { brandUserId: string; fundingId?: string; limit: number },
): Promise<TaxInvoiceRow[]> {
  const where = [eq(taxInvoices.brandUserId, input.brandUserId)];
  if (input.fundingId) where.push(eq(taxInvoices.sourceType, 'funding'), eq(taxInvoices.sourceId, input.fundingId));
  return db
    .select()
    .from(taxInvoices)
    .where(and(...where))
    .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.sequence))
    .limit(input.limit);
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
