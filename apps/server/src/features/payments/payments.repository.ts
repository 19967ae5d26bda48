import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, fundings, type FundingRow, paymentRefunds, paymentWebhookEvents, users } from '../../db/schema/index';

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

export async function lockFundingByCheckout(db: DbOrTx, input: { provider: string; checkoutId: string }) {
  const [row] = await db
    .select()
    .from(fundings)
    .where(and(eq(fundings.provider, input.provider), eq(fundings.providerCheckoutId, input.checkoutId)))
    .for('update')
    .limit(1);
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

/** Paise already refunded (or being refunded) per funding. */
export async function refundedByFunding(db: DbOrTx, fundingIds: string[]): Promise<Map<string, bigint>> {
  if (fundingIds.length === 0) return new Map();
  const rows = await db
    .select({ fundingId: paymentRefunds.fundingId, total: sql<string>`sum(${paymentRefunds.amountPaise})` })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.fundingId, fundingIds), ne(paymentRefunds.status, 'failed')))
    .groupBy(paymentRefunds.fundingId);
  return new Map(rows.map((r) => [r.fundingId, BigInt(r.total)]));
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
