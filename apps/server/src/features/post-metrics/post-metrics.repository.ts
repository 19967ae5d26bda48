import { and, between, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, type PostMetricReportRow, postMetricReports, type ScriptRow, scripts, users } from '../../db/schema/index';

export type MetricsScript = Pick<
  ScriptRow,
  'id' | 'creatorId' | 'campaignId' | 'brandUserId' | 'status' | 'completedAt' | 'closedReason'
> & { productName: string | null };

const scriptColumns = {
  id: scripts.id,
  creatorId: scripts.creatorId,
  campaignId: scripts.campaignId,
  brandUserId: scripts.brandUserId,
  status: scripts.status,
  completedAt: scripts.completedAt,
  closedReason: scripts.closedReason,
  productName: campaigns.productName,
};

/** The creator's own script, its row locked when `lock` (so two reports at once wait for each other). */
export async function findCreatorScript(
  db: DbOrTx,
  input: { id: string; creatorId: string; lock?: boolean },
): Promise<MetricsScript | undefined> {
  const query = db
    .select(scriptColumns)
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .where(and(eq(scripts.id, input.id), eq(scripts.creatorId, input.creatorId)));
  const [row] = input.lock ? await query.for('update', { of: scripts }) : await query;
  return row;
}

/** A script of one of the brand user's campaigns. */
export async function findBrandScript(db: DbOrTx, input: { id: string; brandUserId: string }): Promise<MetricsScript | undefined> {
  const [row] = await db
    .select(scriptColumns)
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .where(and(eq(scripts.id, input.id), eq(scripts.brandUserId, input.brandUserId)));
  return row;
}

/** A script's reports, newest first. */
export const listReports = (db: DbOrTx, scriptId: string) =>
  db
    .select()
    .from(postMetricReports)
    .where(eq(postMetricReports.scriptId, scriptId))
    .orderBy(desc(postMetricReports.reportedAt), desc(postMetricReports.id));

export async function insertReport(tx: DbOrTx, values: typeof postMetricReports.$inferInsert): Promise<PostMetricReportRow> {
  const [row] = await tx.insert(postMetricReports).values(values).returning();
  return row!;
}

/** One of the brand user's reports, locked, with what the creator's notice needs. */
export async function lockBrandReport(tx: DbOrTx, input: { id: string; brandUserId: string }) {
  const [row] = await tx
    .select({
      report: postMetricReports,
      productName: campaigns.productName,
      creatorEmail: users.email,
      creatorName: users.name,
    })
    .from(postMetricReports)
    .innerJoin(campaigns, eq(campaigns.id, postMetricReports.campaignId))
    .innerJoin(users, eq(users.id, postMetricReports.creatorId))
    .where(and(eq(postMetricReports.id, input.id), eq(postMetricReports.brandUserId, input.brandUserId)))
    .for('update', { of: postMetricReports });
  return row;
}

export async function updateReport(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<PostMetricReportRow, 'status' | 'acceptedAt' | 'questionReason' | 'questionedAt' | 'updatedAt'>>,
): Promise<PostMetricReportRow> {
  const [row] = await tx.update(postMetricReports).set(values).where(eq(postMetricReports.id, id)).returning();
  return row!;
}

/**
 * For each script, its latest report that counts: accepted or not questioned (spec 3 §3's views and likes come from
 * it). One query for the creator's whole campaign list.
 */
export async function latestCountingReports(db: DbOrTx, scriptIds: string[]): Promise<Map<string, PostMetricReportRow>> {
  const map = new Map<string, PostMetricReportRow>();
  if (scriptIds.length === 0) return map;
  const rows = await db
    .selectDistinctOn([postMetricReports.scriptId])
    .from(postMetricReports)
    .where(and(inArray(postMetricReports.scriptId, scriptIds), inArray(postMetricReports.status, ['pending', 'accepted'])))
    .orderBy(postMetricReports.scriptId, desc(postMetricReports.reportedAt), desc(postMetricReports.id));
  for (const row of rows) map.set(row.scriptId, row);
  return map;
}

/**
 * Completed scripts whose day-`day` report came due within `[from, to]` (completion between from − day and
 * to − day) and have no report for it or a later one: the reminder sweep's work.
 */
export async function scriptsDueForReminder(db: DbOrTx, input: { day: number; from: Date; to: Date; limit: number }) {
  const shift = input.day * 86_400_000;
  const covered = db
    .select({ one: sql`1` })
    .from(postMetricReports)
    .where(and(eq(postMetricReports.scriptId, scripts.id), gte(postMetricReports.checkpointDay, input.day)));
  return db
    .select({
      id: scripts.id,
      creatorId: scripts.creatorId,
      campaignId: scripts.campaignId,
      productName: campaigns.productName,
      creatorEmail: users.email,
      creatorName: users.name,
    })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .innerJoin(users, eq(users.id, scripts.creatorId))
    .where(
      and(
        eq(scripts.status, 'Completed'),
        between(scripts.completedAt, new Date(input.from.getTime() - shift), new Date(input.to.getTime() - shift)),
        sql`not exists (${covered})`,
      ),
    )
    .orderBy(scripts.completedAt, scripts.id)
    .limit(input.limit);
}
