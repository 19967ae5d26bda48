import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { brandProfiles, brands, campaigns, type BrandRow } from '../../db/schema/index';

export async function findCompanyName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ companyName: brandProfiles.companyName }).from(brandProfiles).where(eq(brandProfiles.userId, userId));
  return row?.companyName ?? null;
}

export type BrandWithCount = BrandRow & { campaignsCount: number };

/**
 * The brand's campaigns. The outer brand's id is named with its table: in a single-table select Drizzle renders a
 * column bare, and a bare "id" inside the subquery is the campaign's own id (issue 25: the count was always 0).
 */
const campaignsCount = sql<number>`(select count(*)::int from ${campaigns} where ${campaigns.brandId} = ${sql.identifier('brands')}.${sql.identifier('id')})`;

export async function listBrands(db: Db, userId: string): Promise<BrandWithCount[]> {
  return db
    .select({ brand: brands, campaignsCount })
    .from(brands)
    .where(eq(brands.userId, userId))
    .orderBy(asc(brands.createdAt), asc(brands.id))
    .then((rows) => rows.map((r) => ({ ...r.brand, campaignsCount: Number(r.campaignsCount) })));
}

export async function findBrand(db: DbOrTx, input: { id: string; userId: string }): Promise<BrandWithCount | undefined> {
  const [row] = await db
    .select({ brand: brands, campaignsCount })
    .from(brands)
    .where(and(eq(brands.id, input.id), eq(brands.userId, input.userId)));
  return row && { ...row.brand, campaignsCount: Number(row.campaignsCount) };
}

export async function countBrands(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(brands).where(eq(brands.userId, userId));
  return row?.n ?? 0;
}

export type BrandValues = Pick<BrandRow, 'name' | 'website' | 'industry' | 'description'>;

export async function insertBrand(tx: DbOrTx, input: BrandValues & { userId: string; logoFileId: string | null; now: Date }) {
  const { now, ...values } = input;
  const [row] = await tx
    .insert(brands)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateBrand(tx: DbOrTx, input: { id: string; userId: string; values: Partial<BrandRow>; now: Date }) {
  const [row] = await tx
    .update(brands)
    .set({ ...input.values, updatedAt: input.now })
    .where(and(eq(brands.id, input.id), eq(brands.userId, input.userId)))
    .returning();
  return row;
}

/** Locks the account's row so two parallel creates cannot both pass the per-account limit. */
export async function lockBrandAccount(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

/** Locks one of the account's brands, so a delete and a campaign saved on it in parallel cannot both succeed. */
export async function lockBrand(tx: DbOrTx, input: { id: string; userId: string }): Promise<BrandRow | undefined> {
  const [row] = await tx
    .select()
    .from(brands)
    .where(and(eq(brands.id, input.id), eq(brands.userId, input.userId)))
    .for('update');
  return row;
}

export async function countBrandCampaigns(tx: DbOrTx, brandId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(campaigns).where(eq(campaigns.brandId, brandId));
  return row?.n ?? 0;
}

export async function deleteBrand(tx: DbOrTx, input: { id: string; userId: string }) {
  await tx.delete(brands).where(and(eq(brands.id, input.id), eq(brands.userId, input.userId)));
}
