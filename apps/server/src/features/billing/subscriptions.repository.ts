import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type NewSubscriptionChargeRow, type SubscriptionChargeRow, subscriptionCharges } from '../../db/schema/index';

export async function findCharge(db: DbOrTx, id: string): Promise<SubscriptionChargeRow | undefined> {
  const [row] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, id));
  return row;
}

/** Locks one charge; call it after its brand's billing row (lib/money-locks.ts: brand billing → subscription charge). */
export async function lockCharge(tx: Tx, id: string): Promise<SubscriptionChargeRow | undefined> {
  const [row] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, id)).for('update');
  return row;
}

export async function findPendingCharge(db: DbOrTx, userId: string): Promise<SubscriptionChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.userId, userId), eq(subscriptionCharges.status, 'pending')));
  return row;
}

/** The latest charge of the brand's paid period that failed (a renewal, an upgrade or a retry), which a retry repeats. */
export async function latestFailedCharge(db: DbOrTx, userId: string): Promise<SubscriptionChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.userId, userId),
        eq(subscriptionCharges.status, 'failed'),
        inArray(subscriptionCharges.kind, ['renewal', 'upgrade', 'retry']),
      ),
    )
    .orderBy(desc(subscriptionCharges.createdAt))
    .limit(1);
  return row;
}

/** A renewal (or its retry) already made for the period starting at `periodStart`. */
export async function chargeForPeriod(db: DbOrTx, input: { userId: string; periodStart: Date }) {
  const [row] = await db
    .select({ id: subscriptionCharges.id })
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.userId, input.userId),
        eq(subscriptionCharges.periodStart, input.periodStart),
        inArray(subscriptionCharges.kind, ['renewal', 'retry']),
        inArray(subscriptionCharges.status, ['pending', 'captured']),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCharge(db: DbOrTx, values: NewSubscriptionChargeRow): Promise<SubscriptionChargeRow> {
  const [row] = await db.insert(subscriptionCharges).values(values).returning();
  return row!;
}

export async function updateCharge(db: DbOrTx, id: string, values: Partial<SubscriptionChargeRow>): Promise<SubscriptionChargeRow> {
  const [row] = await db.update(subscriptionCharges).set(values).where(eq(subscriptionCharges.id, id)).returning();
  return row!;
}
