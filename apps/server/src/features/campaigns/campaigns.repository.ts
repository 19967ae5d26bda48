import { and, asc, count, desc, eq, ilike, inArray, lte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { CampaignStatus } from '@amplio/shared/constants/campaigns';
import type { Db, DbOrTx } from '../../db/client';
import { brands, type CampaignRow, campaigns } from '../../db/schema/index';

export type CampaignWithBrand = CampaignRow & { brandName: string | null };

const withBrand = { campaign: campaigns, brandName: brands.name };
const flatten = (r: { campaign: CampaignRow; brandName: string | null }): CampaignWithBrand => ({ ...r.campaign, brandName: r.brandName });

export async function findCampaign(db: DbOrTx, input: { id: string; userId: string }): Promise<CampaignWithBrand | undefined> {
  const [row] = await db
    .select(withBrand)
    .from(campaigns)
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .where(and(eq(campaigns.id, input.id), eq(campaigns.userId, input.userId)));
  return row && flatten(row);
}

/** Takes the campaign's row lock for the rest of the transaction: every status change goes through it. */
export async function lockCampaign(tx: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function insertCampaign(tx: DbOrTx, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  return row!;
}

export async function updateCampaign(tx: DbOrTx, id: string, values: Partial<typeof campaigns.$inferInsert>): Promise<CampaignRow> {
  const [row] = await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
  return row!;
}

export interface CampaignListFilter {
  userId: string;
  status?: CampaignStatus;
  search?: string;
  brandId?: string;
  sort: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCampaigns(db: Db, filter: CampaignListFilter): Promise<{ rows: CampaignWithBrand[]; total: number }> {
  const conditions: SQL[] = [eq(campaigns.userId, filter.userId)];
  conditions.push(filter.status ? eq(campaigns.status, filter.status) : ne(campaigns.status, 'archived'));
  if (filter.search) conditions.push(ilike(campaigns.productName, `%${escapeLike(filter.search)}%`));
  if (filter.brandId) conditions.push(eq(campaigns.brandId, filter.brandId));
  const where = and(...conditions);
  const order = filter.sort === 'oldest' ? [asc(campaigns.createdAt), asc(campaigns.id)] : [desc(campaigns.createdAt), desc(campaigns.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(withBrand)
      .from(campaigns)
      .leftJoin(brands, eq(brands.id, campaigns.brandId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return { rows: rows.map(flatten), total: totalRow?.n ?? 0 };
}

/** Every campaign id of the account that ever held money (published at some point). */
export async function fundedCampaignIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), sql`${campaigns.publishedAt} is not null`));
  return rows.map((r) => r.id);
}

/** Campaigns whose scheduled start or end is overdue: the sweep's safety net for a lost job. */
export async function findDueCampaignIds(db: Db, today: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      sql`(${and(eq(campaigns.status, 'upcoming'), lte(campaigns.startDate, today))}) or (${and(
        inArray(campaigns.status, ['upcoming', 'active', 'paused']),
        lt(campaigns.endDate, today),
      )})`,
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
