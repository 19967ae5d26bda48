import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PayoutMethodRow, payoutMethods } from '../../db/schema/index';

export async function listPayoutMethods(db: DbOrTx, creatorId: string): Promise<PayoutMethodRow[]> {
  return db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.creatorId, creatorId))
    .orderBy(desc(payoutMethods.isDefault), asc(payoutMethods.createdAt), asc(payoutMethods.id));
}

export async function findPayoutMethod(db: DbOrTx, input: { id: string; creatorId: string }): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.id, input.id), eq(payoutMethods.creatorId, input.creatorId)));
  return row;
}

export async function countPayoutMethods(db: DbOrTx, creatorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payoutMethods).where(eq(payoutMethods.creatorId, creatorId));
  return row?.n ?? 0;
}

/** Locks the creator's account row: the per-creator limit and the one default hold against parallel writes. */
export async function lockCreatorAccount(tx: DbOrTx, creatorId: string) {
  await tx.execute(sql`select 1 from users where id = ${creatorId} for update`);
}

export async function insertPayoutMethod(tx: DbOrTx, values: typeof payoutMethods.$inferInsert): Promise<PayoutMethodRow> {
  const [row] = await tx.insert(payoutMethods).values(values).returning();
  return row!;
}

export async function deletePayoutMethod(tx: DbOrTx, input: { id: string; creatorId: string }) {
  await tx.delete(payoutMethods).where(and(eq(payoutMethods.id, input.id), eq(payoutMethods.creatorId, input.creatorId)));
}

/** Makes `id` the creator's only default (null: none); the old default is cleared first for the partial unique index. */
export async function setDefaultPayoutMethod(tx: DbOrTx, input: { id: string | null; creatorId: string }) {
  await tx
    .update(payoutMethods)
    .set({ isDefault: false })
    .where(and(eq(payoutMethods.creatorId, input.creatorId), eq(payoutMethods.isDefault, true)));
  if (input.id) {
    await tx
      .update(payoutMethods)
      .set({ isDefault: true })
      .where(and(eq(payoutMethods.id, input.id), eq(payoutMethods.creatorId, input.creatorId)));
  }
}
