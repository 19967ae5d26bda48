import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { CampaignStatus } from '@amplio/shared/constants/campaigns';
import type { SubmissionFilter } from '@amplio/shared/schemas/review';
import type { ScriptStatus } from '@amplio/shared/schemas/scripts';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, type ScriptRow, scripts, users } from '../../db/schema/index';
import { preparedByShape, statementName } from '../../lib/prepared-once';

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

/** A campaign's open scripts in the given statuses (at its end: the idle ones and those owing a post link), locked in id order. */
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

/** A placeholder that reads as a uuid in a prepared statement. */
const uuidParam = (name: string) => sql`${sql.placeholder(name)}::uuid`;

/**
 * What a prepared list query is built for: the status group of a sidebar filter (the group's statuses are constants of
 * the schema, so each group gets its own statement rather than an array parameter, which PGlite's driver sends as a
 * bare string), and whether it filters by campaign.
 */
interface ListShape {
  statuses: readonly ScriptStatus[] | undefined;
  campaign: boolean;
}

function listConditions(shape: ListShape): SQL {
  const conditions: SQL[] = [eq(scripts.brandUserId, uuidParam('brandUserId')), isNotNull(scripts.submittedAt)];
  if (shape.statuses) conditions.push(inArray(scripts.status, [...shape.statuses]));
  if (shape.campaign) conditions.push(eq(scripts.campaignId, uuidParam('campaignId')));
  return and(...conditions) as SQL;
}

/** Each shape's statement name: the query's own, then the status group and whether it filters by campaign. */
function shapeKey(shape: ListShape): string {
  const statuses = shape.statuses ? `_${shape.statuses.map((x) => x.toLowerCase().replace(/\W+/g, '_')).join('_')}` : '';
  return `${statuses}${shape.campaign ? '_campaign' : ''}`;
}

/** Prepared once per database object and shape, under a name PostgreSQL keeps whole. */
function preparedListQuery<Q>(name: string, build: (db: DbOrTx, shape: ListShape, name: string) => Q) {
  const byKey = preparedByShape((db, key) => {
    const shape = shapes.get(key)!;
    return build(db, shape, statementName(`${name}${key}`));
  });
  const shapes = new Map<string, ListShape>();
  return (db: DbOrTx, shape: ListShape): Q => {
    const key = shapeKey(shape);
    shapes.set(key, shape);
    return byKey(db, key);
  };
}

const listQuery = preparedListQuery('amplio_list_submissions', (db, shape, name) =>
  db
    .select({ script: scripts, productName: campaigns.productName, creatorName: users.name })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .innerJoin(users, eq(users.id, scripts.creatorId))
    .where(listConditions(shape))
    // Exactly the indexes' order (submitted_at desc nulls last, id), so a page is read straight off the index.
    .orderBy(sql`${scripts.submittedAt} desc nulls last`, asc(scripts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * One page of the brand's submissions, newest submission first: one prepared query on scripts_brand_submitted_idx
 * (or scripts_brand_status_submitted_idx with a status filter), joined to the campaign and the creator by primary key.
 */
export async function listSubmissions(
  db: DbOrTx,
  input: SubmissionListFilter & { limit: number; offset: number },
): Promise<(ScriptRow & { productName: string | null; creatorName: string })[]> {
  const rows = await listQuery(db, { statuses: input.statuses, campaign: Boolean(input.campaignId) }).execute({
    brandUserId: input.brandUserId,
    campaignId: input.campaignId,
    limit: input.limit,
    offset: input.offset,
  });
  return rows.map(({ script, ...rest }) => ({ ...script, ...rest }));
}

const countQuery = preparedListQuery('amplio_count_submissions', (db, shape, name) =>
  db
    .select({ status: scripts.status, n: sql<number>`count(*)::int` })
    .from(scripts)
    .where(listConditions(shape))
    .groupBy(scripts.status)
    .prepare(name),
);

/**
 * The sidebar's counts from one prepared pass over the brand's submitted scripts: an index-only scan of
 * scripts_brand_status_submitted_idx, already in status order, counted per status and added up per group here.
 */
export async function countSubmissions(
  db: DbOrTx,
  input: Omit<SubmissionListFilter, 'statuses'> & { groups: Record<SubmissionFilter, readonly ScriptStatus[]> },
) {
  const rows = await countQuery(db, { statuses: undefined, campaign: Boolean(input.campaignId) }).execute({
    brandUserId: input.brandUserId,
    campaignId: input.campaignId,
  });
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  const sum = (statuses: readonly ScriptStatus[]) => statuses.reduce((n, status) => n + (byStatus.get(status) ?? 0), 0);
  return {
    all: rows.reduce((n, row) => n + Number(row.n), 0),
    pending: sum(input.groups.pending),
    approved: sum(input.groups.approved),
    rejected: sum(input.groups.rejected),
    scripts: sum(input.groups.scripts),
  };
}
