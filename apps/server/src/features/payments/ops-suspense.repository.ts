import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SuspenseState } from '@amplio/shared/constants/refunds';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, fundings, type SuspenseItemRow, suspenseItems, users } from '../../db/schema/index';

export interface SuspenseWithBrand extends SuspenseItemRow {
  productName: string | null;
  brandUserId: string | null;
  brandName: string | null;
  brandEmail: string | null;
  fundingStatus: string | null;
}

const withBrand = (db: DbOrTx) =>
  db
    .select({
      item: suspenseItems,
      productName: campaigns.productName,
      brandUserId: users.id,
      brandName: sql<string | null>`coalesce(${brands.name}, ${users.name})`,
      brandEmail: users.email,
      fundingStatus: fundings.status,
    })
    .from(suspenseItems)
    .leftJoin(campaigns, eq(campaigns.id, suspenseItems.campaignId))
    .leftJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .leftJoin(fundings, eq(fundings.id, suspenseItems.fundingId));

type Joined = Awaited<ReturnType<ReturnType<typeof withBrand>['execute']>>[number];
const flatten = ({ item, ...rest }: Joined): SuspenseWithBrand => ({ ...item, ...rest });

/** Open payments oldest first (the payer who has waited longest first); decided ones latest first. */
export async function listSuspense(db: DbOrTx, input: { status: SuspenseState; limit: number; offset: number }) {
  const order =
    input.status === 'open'
      ? [asc(suspenseItems.receivedAt), asc(suspenseItems.id)]
      : [desc(suspenseItems.resolvedAt), desc(suspenseItems.id)];
  const rows = await withBrand(db)
    .where(eq(suspenseItems.status, input.status))
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  return rows.map(flatten);
}

export async function findSuspenseWithBrand(db: DbOrTx, id: string) {
  const [row] = await withBrand(db).where(eq(suspenseItems.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

export async function countSuspense(db: DbOrTx): Promise<Record<SuspenseState, number>> {
  const rows = await db
    .select({ status: suspenseItems.status, n: sql<number>`count(*)::int` })
    .from(suspenseItems)
    .groupBy(suspenseItems.status);
  const counts: Record<SuspenseState, number> = { open: 0, refunded: 0, applied: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function findSuspense(db: DbOrTx, id: string) {
  const [row] = await db.select().from(suspenseItems).where(eq(suspenseItems.id, id)).limit(1);
  return row;
}

export async function lockSuspense(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(suspenseItems).where(eq(suspenseItems.id, id)).for('update');
  return row;
}

export async function updateSuspense(tx: DbOrTx, id: string, values: Partial<typeof suspenseItems.$inferInsert>) {
  await tx
    .update(suspenseItems)
    .set(values)
    .where(and(eq(suspenseItems.id, id)));
}
