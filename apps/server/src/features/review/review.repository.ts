import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { CampaignStatus } from '@amplio/shared/constants/campaigns';
import type { ScriptStatus } from '@amplio/shared/schemas/scripts';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, type ScriptRow, scripts, users } from '../../db/schema/index';

/** A script as the review needs it: with its campaign's product and status and its creator's name and e-mail. */
export type ReviewScript = ScriptRow & {
  productName: string | null;
  brandName: string | null;
  campaignStatus: CampaignStatus;
  creatorName: string;
  creatorEmail: string;
};

const reviewColumns = {
  script: scripts,
  productName: campaigns.productName,
  brandName: brands.name,
  campaignStatus: campaigns.status,
  creatorName: users.name,
  creatorEmail: users.email,
};

type ReviewRow = Omit<ReviewScript, keyof ScriptRow> & { script: ScriptRow };
const flatten = ({ script, ...rest }: ReviewRow): ReviewScript => ({ ...script, ...rest });

function reviewSelect(db: DbOrTx) {
  return db
    .select(reviewColumns)
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .innerJoin(users, eq(users.id, scripts.creatorId))
    .leftJoin(brands, eq(brands.id, scripts.brandId));
}

/**
 * One script with what the review needs, its row locked for the transaction. `brandUserId` / `creatorId` restrict it
 * to the caller's (anything else reads as missing); without them it is the system's (the auto-approval job).
 */
export async function lockReviewScript(
  tx: DbOrTx,
  input: { id: string; brandUserId?: string; creatorId?: string },
): Promise<ReviewScript | undefined> {
  const conditions: SQL[] = [eq(scripts.id, input.id)];
  if (input.brandUserId) conditions.push(eq(scripts.brandUserId, input.brandUserId));
  if (input.creatorId) conditions.push(eq(scripts.creatorId, input.creatorId));
  const [row] = await reviewSelect(tx)
    .where(and(...conditions))
    .for('update', { of: scripts });
  return row && flatten(row);
}

/** A campaign's open scripts with nothing sent for review (or a rejection waiting for a new upload), locked in id order. */
export async function lockInactiveScripts(tx: DbOrTx, input: { campaignId: string; statuses: readonly ScriptStatus[] }) {
  const rows = await reviewSelect(tx)
    .where(and(eq(scripts.campaignId, input.campaignId), isNull(scripts.closedAt), inArray(scripts.status, [...input.statuses])))
    .orderBy(asc(scripts.id))
    .for('update', { of: scripts });
  return rows.map(flatten);
}

export async function updateReviewScript(tx: DbOrTx, id: string, values: Partial<ScriptRow>): Promise<ScriptRow> {
  const [row] = await tx.update(scripts).set(values).where(eq(scripts.id, id)).returning();
  return row!;
}

export interface SubmissionListFilter {
  brandUserId: string;
  statuses?: readonly ScriptStatus[];
  campaignId?: string;
}

function listConditions(filter: SubmissionListFilter): SQL {
  const conditions: SQL[] = [eq(scripts.brandUserId, filter.brandUserId), isNotNull(scripts.submittedAt)];
  if (filter.statuses) conditions.push(inArray(scripts.status, [...filter.statuses]));
  if (filter.campaignId) conditions.push(eq(scripts.campaignId, filter.campaignId));
  return and(...conditions) as SQL;
}

/**
 * One page of the brand's submissions, newest submission first: one query on scripts_brand_submitted_idx (or
 * scripts_brand_status_submitted_idx with a status filter), joined to the campaign and the creator by primary key.
 */
export async function listSubmissions(
  db: DbOrTx,
  input: SubmissionListFilter & { limit: number; offset: number },
): Promise<(ScriptRow & { productName: string | null; creatorName: string })[]> {
  const rows = await db
    .select({ script: scripts, productName: campaigns.productName, creatorName: users.name })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .innerJoin(users, eq(users.id, scripts.creatorId))
    .where(listConditions(input))
    // Exactly the indexes' order (submitted_at desc nulls last, id), so a page is read straight off the index.
    .orderBy(sql`${scripts.submittedAt} desc nulls last`, asc(scripts.id))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map(({ script, ...rest }) => ({ ...script, ...rest }));
}

const countWhere = (statuses: readonly ScriptStatus[]) =>
  sql<number>`(count(*) filter (where ${inArray(scripts.status, [...statuses])}))::int`;

/** The sidebar's counts in one pass over the brand's submitted scripts (an index-only scan). */
export async function countSubmissions(
  db: DbOrTx,
  input: Omit<SubmissionListFilter, 'statuses'> & { groups: Record<'pending' | 'approved' | 'rejected', readonly ScriptStatus[]> },
) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      pending: countWhere(input.groups.pending),
      approved: countWhere(input.groups.approved),
      rejected: countWhere(input.groups.rejected),
    })
    .from(scripts)
    .where(listConditions(input));
  return row ?? { all: 0, pending: 0, approved: 0, rejected: 0 };
}
