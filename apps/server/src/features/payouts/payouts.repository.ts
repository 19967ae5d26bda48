import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PayoutState } from '@amplio/shared/constants/payouts';
import type { DbOrTx } from '../../db/client';
import { type PayoutRow, type PayoutStatusEventRow, payoutStatusEvents, payouts, type UserRow, users } from '../../db/schema/index';

export type PayoutWithCreator = PayoutRow & { creatorName: string; creatorEmail: string };

const withCreator = { payout: payouts, creatorName: users.name, creatorEmail: users.email };
const flatten = (row: { payout: PayoutRow; creatorName: string; creatorEmail: string }): PayoutWithCreator => ({
  ...row.payout,
  creatorName: row.creatorName,
  creatorEmail: row.creatorEmail,
});

/** Open payouts are worked oldest first; closed ones are looked up most recent first. */
function orderFor(status: PayoutState | undefined): SQL[] {
  if (status === 'paid') return [desc(payouts.paidAt), desc(payouts.id)];
  if (status === 'failed') return [desc(payouts.failedAt), desc(payouts.id)];
  return [asc(payouts.requestedAt), asc(payouts.id)];
}

export async function listPayouts(
  db: DbOrTx,
  input: { status?: PayoutState; limit: number; offset: number },
): Promise<PayoutWithCreator[]> {
  const rows = await db
    .select(withCreator)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.creatorId))
    .where(input.status ? eq(payouts.status, input.status) : undefined)
    .orderBy(...orderFor(input.status))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map(flatten);
}

/** How many payouts are in each status (the console's tabs). */
export async function countByStatus(db: DbOrTx): Promise<Record<PayoutState, number>> {
  const rows = await db.select({ status: payouts.status, n: sql<number>`count(*)::int` }).from(payouts).groupBy(payouts.status);
  const counts: Record<PayoutState, number> = { pending: 0, processing: 0, paid: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The status records of the payouts, oldest first, grouped by payout. */
export async function findEvents(db: DbOrTx, payoutIds: string[]): Promise<Map<string, PayoutStatusEventRow[]>> {
  const byPayout = new Map<string, PayoutStatusEventRow[]>(payoutIds.map((id) => [id, []]));
  if (payoutIds.length === 0) return byPayout;
  const rows = await db
    .select()
    .from(payoutStatusEvents)
    .where(inArray(payoutStatusEvents.payoutId, payoutIds))
    .orderBy(asc(payoutStatusEvents.occurredAt));
  for (const row of rows) byPayout.get(row.payoutId)?.push(row);
  return byPayout;
}

export async function findPayoutWithCreator(db: DbOrTx, id: string): Promise<PayoutWithCreator | undefined> {
  const [row] = await db.select(withCreator).from(payouts).innerJoin(users, eq(users.id, payouts.creatorId)).where(eq(payouts.id, id));
  return row && flatten(row);
}

/** Locks the payout row for a status change: two operators, or an operator and a webhook, take turns. */
export async function lockPayout(tx: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function lockPayoutByProviderId(
  tx: DbOrTx,
  input: { provider: string; providerPayoutId: string },
): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, input.provider), eq(payouts.providerPayoutId, input.providerPayoutId)))
    .for('update');
  return row;
}

export async function updatePayout(tx: DbOrTx, id: string, patch: Partial<typeof payouts.$inferInsert>): Promise<PayoutRow> {
  const [row] = await tx.update(payouts).set(patch).where(eq(payouts.id, id)).returning();
  return row as PayoutRow;
}

export async function findCreator(db: DbOrTx, id: string): Promise<Pick<UserRow, 'id' | 'name' | 'email'> | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}
