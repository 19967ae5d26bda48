import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CollaborationRatingRow, collaborationRatings, scripts } from '../../db/schema/index';

export type RatingSide = 'brand' | 'creator';

/** The script with who may rate on it, locked while a rating is written. */
export async function lockRatedScript(tx: DbOrTx, scriptId: string) {
  const [row] = await tx
    .select({ id: scripts.id, creatorId: scripts.creatorId, brandUserId: scripts.brandUserId, closedReason: scripts.closedReason })
    .from(scripts)
    .where(eq(scripts.id, scriptId))
    .for('update');
  return row;
}

export async function findRating(db: DbOrTx, input: { scriptId: string; side: RatingSide }): Promise<CollaborationRatingRow | undefined> {
  const [row] = await db
    .select()
    .from(collaborationRatings)
    .where(and(eq(collaborationRatings.scriptId, input.scriptId), eq(collaborationRatings.raterSide, input.side)));
  return row;
}

export async function insertRating(tx: DbOrTx, values: typeof collaborationRatings.$inferInsert) {
  const [row] = await tx.insert(collaborationRatings).values(values).returning();
  return row!;
}

export async function updateRating(tx: DbOrTx, id: string, values: { stars: number; comment: string | null; updatedAt: Date }) {
  const [row] = await tx.update(collaborationRatings).set(values).where(eq(collaborationRatings.id, id)).returning();
  return row!;
}

/** Star sums and counts of the ratings the given users received from the other side. */
export async function sumRatings(db: DbOrTx, input: { rateeIds: string[]; fromSide: RatingSide }) {
  if (input.rateeIds.length === 0) return [];
  return db
    .select({
      rateeId: collaborationRatings.rateeUserId,
      sum: sql<number>`sum(${collaborationRatings.stars})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(collaborationRatings)
    .where(and(inArray(collaborationRatings.rateeUserId, input.rateeIds), eq(collaborationRatings.raterSide, input.fromSide)))
    .groupBy(collaborationRatings.rateeUserId);
}

/**
 * Each brand's review record, from its scripts: the median hours from a submission to the brand's decision on it (the
 * latest of each script's), rejections against approvals, and how many creators it has paid (completed scripts: the
 * release to their wallets is in the same transaction).
 */
export async function brandReviewRecords(db: DbOrTx, brandUserIds: string[]) {
  if (brandUserIds.length === 0) return [];
  const decided = sql`coalesce(${scripts.approvedAt}, ${scripts.rejectedAt})`;
  return db
    .select({
      brandUserId: scripts.brandUserId,
      medianHours: sql<
        string | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from (${decided} - ${scripts.submittedAt})) / 3600)
        filter (where ${scripts.submittedAt} is not null and ${decided} >= ${scripts.submittedAt}))::text`,
      rejections: sql<number>`coalesce(sum(${scripts.rejectionCount}), 0)::int`,
      approvals: sql<number>`(count(*) filter (where ${scripts.approvedAt} is not null))::int`,
      creatorsPaid: sql<number>`(count(distinct ${scripts.creatorId}) filter (where ${scripts.closedReason} = 'completed'))::int`,
    })
    .from(scripts)
    .where(inArray(scripts.brandUserId, brandUserIds))
    .groupBy(scripts.brandUserId);
}
