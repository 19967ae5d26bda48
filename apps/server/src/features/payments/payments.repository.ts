import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  campaigns,
  fundings,
  type FundingRow,
  paymentRefunds,
  paymentWebhookEvents,
  suspenseItems,
  users,
} from '../../db/schema/index';
import { preparedOnce } from '../../lib/prepared-once';

/** Fundings whose amount the budget must keep room for: open checkouts, money in escrow, and money held for review. */
const COMMITTED = ['pending', 'captured', 'held'] as const;

export async function findFunding(db: DbOrTx, id: string): Promise<FundingRow | undefined> {
  const [row] = await db.select().from(fundings).where(eq(fundings.id, id)).limit(1);
  return row;
}

export async function findFundingByKey(db: DbOrTx, input: { brandUserId: string; idempotencyKey: string }) {
  const [row] = await db
    .select()
    .from(fundings)
    .where(and(eq(fundings.brandUserId, input.brandUserId), eq(fundings.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  return row;
}

/** The funding of a provider checkout, unlocked: its campaign is locked first (lib/money-locks.ts), then it. */
export async function findFundingByCheckout(db: DbOrTx, input: { provider: string; checkoutId: string }) {
  const [row] = await db
    .select()
    .from(fundings)
    .where(and(eq(fundings.provider, input.provider), eq(fundings.providerCheckoutId, input.checkoutId)))
    .limit(1);
  return row;
}

/** What the campaign's fundings already take of its budget (call it under the campaign's lock). */
export async function committedFundingPaise(db: DbOrTx, campaignId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${fundings.amountPaise}), 0)::text` })
    .from(fundings)
    .where(and(eq(fundings.campaignId, campaignId), inArray(fundings.status, [...COMMITTED])));
  return BigInt(row?.total ?? 0);
}

/** The campaign's open checkout, if any (there is at most one). */
export async function findOpenFunding(db: DbOrTx, campaignId: string): Promise<FundingRow | undefined> {
  const [row] = await db
    .select()
    .from(fundings)
    .where(and(eq(fundings.campaignId, campaignId), eq(fundings.status, 'pending')))
    .limit(1);
  return row;
}

/** Open checkouts past their expiry, oldest first (the sweep behind the expiry jobs). */
export async function findOverdueOpenFundings(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: fundings.id })
    .from(fundings)
    .where(and(eq(fundings.status, 'pending'), lte(fundings.expiresAt, now)))
    .orderBy(fundings.expiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

const openFundingsOf = preparedOnce((db) =>
  db
    .select()
    .from(fundings)
    .where(and(sql`${fundings.campaignId} = any(${sql.placeholder('ids')}::uuid[])`, eq(fundings.status, 'pending')))
    .prepare('amplio_open_fundings'),
);

/** The open checkouts of these campaigns, by campaign: a page of campaigns shows them, so one prepared statement for any number. */
export async function findOpenFundings(db: DbOrTx, campaignIds: string[]): Promise<Map<string, FundingRow>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await openFundingsOf(db).execute({ ids: campaignIds });
  return new Map(rows.map((row) => [row.campaignId, row]));
}

/** The brand's name and e-mail, for telling them what happened to a payment. */
export async function findFundingPayer(db: DbOrTx, fundingId: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name, campaignName: campaigns.productName })
    .from(fundings)
    .innerJoin(users, eq(users.id, fundings.brandUserId))
    .innerJoin(campaigns, eq(campaigns.id, fundings.campaignId))
    .where(eq(fundings.id, fundingId))
    .limit(1);
  return row;
}

/** A refund already decided for this provider payment (a late capture delivered twice finds it). */
export async function findRefundOfPayment(db: DbOrTx, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.providerPaymentId, providerPaymentId), ne(paymentRefunds.kind, 'escrow')))
    .limit(1);
  return row;
}

export async function findSuspenseByPayment(db: DbOrTx, input: { provider: string; providerPaymentId: string }) {
  const [row] = await db
    .select()
    .from(suspenseItems)
    .where(and(eq(suspenseItems.provider, input.provider), eq(suspenseItems.providerPaymentId, input.providerPaymentId)))
    .limit(1);
  return row;
}

export async function insertSuspenseItem(db: DbOrTx, values: typeof suspenseItems.$inferInsert) {
  const [row] = await db.insert(suspenseItems).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertFunding(db: DbOrTx, values: typeof fundings.$inferInsert) {
  const [row] = await db.insert(fundings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateFunding(db: DbOrTx, id: string, values: Partial<typeof fundings.$inferInsert>) {
  const [row] = await db.update(fundings).set(values).where(eq(fundings.id, id)).returning();
  return row as FundingRow;
}

export async function listCampaignFundings(db: DbOrTx, campaignId: string) {
  return db.select().from(fundings).where(eq(fundings.campaignId, campaignId)).orderBy(desc(fundings.createdAt), desc(fundings.id));
}

export async function findCampaignOwner(db: DbOrTx, campaignId: string) {
  const [row] = await db
    .select({ id: campaigns.id, userId: campaigns.userId, name: campaigns.productName })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row;
}

/** The funding with what its receipt names: the brand (profile name, else the account's name), its e-mail, the campaign. */
export async function findReceipt(db: DbOrTx, fundingId: string) {
  const [row] = await db
    .select({
      funding: fundings,
      campaignName: campaigns.productName,
      brandName: sql<string>`coalesce(${brands.name}, ${users.name})`,
      brandEmail: users.email,
    })
    .from(fundings)
    .innerJoin(campaigns, eq(campaigns.id, fundings.campaignId))
    .innerJoin(users, eq(users.id, fundings.brandUserId))
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .where(eq(fundings.id, fundingId))
    .limit(1);
  return row;
}

/** Records an event once: false when this provider already sent an event with this id (a duplicate delivery). */
export async function recordWebhookEvent(db: DbOrTx, values: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(paymentWebhookEvents).values(values).onConflictDoNothing().returning({ id: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

export async function linkWebhookEvent(db: DbOrTx, input: { provider: string; eventId: string; fundingId: string }) {
  await db
    .update(paymentWebhookEvents)
    .set({ fundingId: input.fundingId })
    .where(and(eq(paymentWebhookEvents.provider, input.provider), eq(paymentWebhookEvents.eventId, input.eventId)));
}

/** A campaign's captured fundings, newest first, locked: two refunds of one campaign run one after the other. */
export async function lockCapturedFundings(db: DbOrTx, campaignId: string) {
  return db
    .select()
    .from(fundings)
    .where(and(eq(fundings.campaignId, campaignId), eq(fundings.status, 'captured')))
    .orderBy(desc(fundings.capturedAt), desc(fundings.id))
    .for('update');
}

/** A campaign's captured fundings, newest first, unlocked (a preview of what a refund would do). */
export async function listCapturedFundings(db: DbOrTx, campaignId: string) {
  return db
    .select()
    .from(fundings)
    .where(and(eq(fundings.campaignId, campaignId), eq(fundings.status, 'captured')))
    .orderBy(desc(fundings.capturedAt), desc(fundings.id));
}

/**
 * Paise of each funding's escrow already refunded (or on its way): a failed refund still holds its share. An escrow
 * refund's amount also carries the fee and GST returned with it (decision 047), which are not escrow.
 */
export async function refundedByFunding(db: DbOrTx, fundingIds: string[]): Promise<Map<string, bigint>> {
  if (fundingIds.length === 0) return new Map();
  const rows = await db
    .select({
      fundingId: paymentRefunds.fundingId,
      total: sql<string>`sum(${paymentRefunds.amountPaise} - ${paymentRefunds.feePaise} - ${paymentRefunds.gstPaise})::text`,
    })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.fundingId, fundingIds), eq(paymentRefunds.kind, 'escrow')))
    .groupBy(paymentRefunds.fundingId);
  return new Map(rows.map((r) => [r.fundingId as string, BigInt(r.total)]));
}

export async function insertRefund(db: DbOrTx, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRefund(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).limit(1);
  return row;
}

export async function findRefundByProviderId(db: DbOrTx, providerRefundId: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, providerRefundId)).limit(1);
  return row;
}

export async function updateRefund(db: DbOrTx, id: string, values: Partial<typeof paymentRefunds.$inferInsert>) {
  await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, id));
}

/** Changes the refund only while it is still pending (an operator may have settled it by hand meanwhile). */
export async function updatePendingRefund(db: DbOrTx, id: string, values: Partial<typeof paymentRefunds.$inferInsert>) {
  await db
    .update(paymentRefunds)
    .set(values)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')));
}

/** Locks the refund row: two operators (or an operator and the provider's webhook) change it one after the other. */
export async function lockRefund(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
  return row;
}
