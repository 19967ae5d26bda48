import { and, arrayContains, asc, count, desc, eq, gt, ilike, inArray, lte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignPlatform, CampaignStatus } from '@amplio/shared/constants/campaigns';
import type { CreatorFacts } from '@amplio/shared/domain/campaign-requirements';
import { INVITED_STATUSES } from '@amplio/shared/schemas/collaborations';
import type { Db, DbOrTx } from '../../db/client';
import { brands, type CampaignRow, campaigns, collaborations, ledgerAccounts, scripts } from '../../db/schema/index';
import { preparedByShape, preparedOnce, shapeOf, statementName } from '../../lib/prepared-once';
import type { EscrowFigures } from '../ledger/ledger.service';

/** A campaign with its brand profile's public face: name, and what creators see of it (issue 23 §4). */
export type CampaignWithBrand = CampaignRow & {
  brandName: string | null;
  brandWebsite: string | null;
  brandDescription: string | null;
  brandLogoFileId: string | null;
};
export type CampaignWithEscrow = CampaignWithBrand & { escrow: EscrowFigures };

const withBrand = {
  campaign: campaigns,
  brandName: brands.name,
  brandWebsite: brands.website,
  brandDescription: brands.description,
  brandLogoFileId: brands.logoFileId,
};
const flatten = ({ campaign, ...brand }: { campaign: CampaignRow } & Omit<CampaignWithBrand, keyof CampaignRow>): CampaignWithBrand => ({
  ...campaign,
  ...brand,
});

/**
 * The escrow figures come from the campaign's escrow account row, joined in the same query (read only: the ledger
 * alone writes them), so a page of campaigns costs one round trip. A campaign never funded has no row: zeros.
 */
const escrowJoin = and(eq(ledgerAccounts.kind, 'campaign_escrow'), eq(ledgerAccounts.ownerId, campaigns.id));
const escrowColumns = {
  funded: ledgerAccounts.fundedPaise,
  reserved: ledgerAccounts.reservedPaise,
  released: ledgerAccounts.releasedPaise,
  refunded: ledgerAccounts.refundedPaise,
  refundPending: ledgerAccounts.refundPendingPaise,
  available: ledgerAccounts.balancePaise,
};
type EscrowColumns = { [K in keyof EscrowFigures]: bigint | null } | null;
const figures = (e: EscrowColumns): EscrowFigures => ({
  funded: e?.funded ?? 0n,
  reserved: e?.reserved ?? 0n,
  released: e?.released ?? 0n,
  refunded: e?.refunded ?? 0n,
  refundPending: e?.refundPending ?? 0n,
  available: e?.available ?? 0n,
});

const campaignWithEscrow = preparedOnce((db) =>
  db
    .select({ ...withBrand, escrow: escrowColumns })
    .from(campaigns)
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .leftJoin(ledgerAccounts, escrowJoin)
    .where(and(eq(campaigns.id, sql.placeholder('id')), eq(campaigns.userId, sql.placeholder('userId'))))
    .prepare('amplio_campaign_with_escrow'),
);

/** One campaign of the account with its escrow figures: every visit to a campaign's page runs it (prepared). */
export async function findCampaignWithEscrow(db: DbOrTx, input: { id: string; userId: string }): Promise<CampaignWithEscrow | undefined> {
  const [row] = await campaignWithEscrow(db).execute(input);
  return row && { ...flatten(row), escrow: figures(row.escrow) };
}

const escrowSum = preparedOnce((db) =>
  db
    .select({
      funded: sql<string>`coalesce(sum(${ledgerAccounts.fundedPaise}), 0)::text`,
      reserved: sql<string>`coalesce(sum(${ledgerAccounts.reservedPaise}), 0)::text`,
      released: sql<string>`coalesce(sum(${ledgerAccounts.releasedPaise}), 0)::text`,
      refunded: sql<string>`coalesce(sum(${ledgerAccounts.refundedPaise}), 0)::text`,
      refundPending: sql<string>`coalesce(sum(${ledgerAccounts.refundPendingPaise}), 0)::text`,
      available: sql<string>`coalesce(sum(${ledgerAccounts.balancePaise}), 0)::text`,
      campaigns: sql<number>`count(*)::int`,
    })
    .from(campaigns)
    .innerJoin(ledgerAccounts, escrowJoin)
    .where(eq(campaigns.userId, sql.placeholder('userId')))
    .prepare('amplio_escrow_summary'),
);

/** The account's escrow over every campaign, summed from the escrow account rows in one prepared query. */
export async function sumEscrow(db: Db, userId: string): Promise<EscrowFigures & { campaigns: number }> {
  const [row] = await escrowSum(db).execute({ userId });
  return {
    funded: BigInt(row?.funded ?? 0),
    reserved: BigInt(row?.reserved ?? 0),
    released: BigInt(row?.released ?? 0),
    refunded: BigInt(row?.refunded ?? 0),
    refundPending: BigInt(row?.refundPending ?? 0),
    available: BigInt(row?.available ?? 0),
    campaigns: Number(row?.campaigns ?? 0),
  };
}

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

/**
 * The list's query, prepared per shape (which filters it has, its order, whether it skips rows): the first page of
 * the account's campaigns, newest first, is what every visit to the campaigns page runs.
 */
const campaignPage = preparedByShape((db, shape) => {
  const conditions: SQL[] = [eq(campaigns.userId, sql.placeholder('userId'))];
  conditions.push(shape.includes('status') ? eq(campaigns.status, sql.placeholder('status')) : ne(campaigns.status, 'archived'));
  if (shape.includes('search')) conditions.push(ilike(campaigns.productName, sql.placeholder('pattern')));
  if (shape.includes('brand')) conditions.push(eq(campaigns.brandId, sql.placeholder('brandId')));
  const order = shape.includes('oldest') ? [asc(campaigns.createdAt), asc(campaigns.id)] : [desc(campaigns.createdAt), desc(campaigns.id)];
  // The total rides along on each row (one round trip); only a page past the end needs its own count.
  const query = db
    .select({ ...withBrand, escrow: escrowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(campaigns)
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .leftJoin(ledgerAccounts, escrowJoin)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(sql.placeholder('limit'));
  return (shape.includes('offset') ? query.offset(sql.placeholder('offset')) : query).prepare(
    statementName(`amplio_campaign_page${shape}`),
  );
});

async function countCampaigns(db: Db, filter: CampaignListFilter): Promise<number> {
  const conditions: SQL[] = [eq(campaigns.userId, filter.userId)];
  conditions.push(filter.status ? eq(campaigns.status, filter.status) : ne(campaigns.status, 'archived'));
  if (filter.search) conditions.push(ilike(campaigns.productName, `%${escapeLike(filter.search)}%`));
  if (filter.brandId) conditions.push(eq(campaigns.brandId, filter.brandId));
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(...conditions));
  return row?.n ?? 0;
}

export async function listCampaigns(db: Db, filter: CampaignListFilter): Promise<{ rows: CampaignWithEscrow[]; total: number }> {
  const shape = shapeOf({
    status: Boolean(filter.status),
    search: Boolean(filter.search),
    brand: Boolean(filter.brandId),
    oldest: filter.sort === 'oldest',
    offset: filter.offset > 0,
  });
  const rows = await campaignPage(db, shape).execute({
    userId: filter.userId,
    status: filter.status,
    pattern: filter.search ? `%${escapeLike(filter.search)}%` : undefined,
    brandId: filter.brandId,
    limit: filter.limit,
    offset: filter.offset,
  });
  // A page past the end has no row to carry the total: count apart (rare).
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countCampaigns(db, filter) : 0);
  return { rows: rows.map((r) => ({ ...flatten(r), escrow: figures(r.escrow) })), total };
}

export interface DiscoverableFilter {
  platform?: CampaignPlatform;
  search?: string;
  sort: 'newest' | 'oldest';
  limit: number;
  offset: number;
  /** The creator looking: campaigns whose requirements they do not meet are left out (issue 23 §3). */
  creator?: CreatorFacts;
  /** The creator's user id: campaigns they are invited to come first (issue 23 §3). */
  creatorId?: string;
}

/** The creator's facts as the statements' parameters. */
function creatorParams(creator: CreatorFacts | undefined) {
  return {
    followers: JSON.stringify(creator?.followers ?? {}),
    categories: [...(creator?.categories ?? [])],
    languages: [...(creator?.languages ?? [])],
    country: creator?.country.toUpperCase() ?? '',
  };
}

/**
 * The campaign's requirements against the creator's facts, as SQL over four values (placeholders in the prepared page,
 * parameters in the count): the best follower count on the campaign's platforms, and overlapping lists. "No
 * requirement" is an empty array compared with `= '{}'` (the columns are NOT NULL), which the planner estimates from
 * the columns' statistics: `cardinality(…) = 0` has none, so it guessed 0.5 % a list, took the three together for one
 * row in a million, costed the page's walk as reading every active campaign, and PostgreSQL compiled the statement
 * with JIT on every execution (~20 ms instead of ~0.5 ms on the scale seed).
 */
function meetsRequirements(v: { followers: SQL; categories: SQL; languages: SQL; country: SQL }) {
  return sql`(${campaigns.reqMinFollowers} is null or coalesce((select max((${v.followers}::jsonb ->> p)::bigint) from unnest(${campaigns.platform}) p), 0) >= ${campaigns.reqMinFollowers})
    and (${campaigns.reqCategories} = '{}'::text[] or ${campaigns.reqCategories} && ${v.categories}::text[])
    and (${campaigns.reqLanguages} = '{}'::text[] or ${campaigns.reqLanguages} && ${v.languages}::text[])
    and (${campaigns.reqCountries} = '{}'::text[] or ${v.country}::text = any(${campaigns.reqCountries}))`;
}

/** What a creator may discover (issue 12 §3): active, and funded with escrow still available (escrow row joined). */
const discoverable = and(eq(campaigns.status, 'active'), gt(ledgerAccounts.balancePaise, 0n));

/**
 * The same rule with the escrow read per campaign by its unique key, for a page. Joined, the planner misjudges how
 * many active campaigns have an escrow row (ledger_accounts has an owner per script and wallet, so it expects a few
 * dozen), reads and sorts all of them for every page (~5 ms at 2,000 active campaigns); as a per-row check it walks
 * campaigns_active_created_idx in page order and stops after the page (~0.1 ms). Decision 028.
 */
const discoverableForPage = and(
  eq(campaigns.status, 'active'),
  sql`(select ${ledgerAccounts.balancePaise} from ${ledgerAccounts} where ${ledgerAccounts.kind} = 'campaign_escrow' and ${ledgerAccounts.ownerId} = ${campaigns.id}) > 0`,
);

/**
 * What discovery's lists add (issue 23 §3): invite-only campaigns stay out (invited creators reach them from their
 * invitations), and so does a campaign whose slots are all taken. Slots are counted only where a limit is set.
 */
const listedInDiscovery = and(
  ne(campaigns.accessMode, 'invite_only'),
  sql`(${campaigns.maxCreators} is null or (
    (select count(*) from ${collaborations} c where c.campaign_id = ${campaigns.id} and c.status = 'accepted' and c.script_id is null)
    + (select count(distinct s.creator_id) from ${scripts} s
        where s.campaign_id = ${campaigns.id} and (s.closed_at is null or s.closed_reason = 'completed'))
  ) < ${campaigns.maxCreators})`,
);

function discoverableWhere(
  filter: Pick<DiscoverableFilter, 'platform' | 'search' | 'creator'>,
  rule: SQL | undefined = discoverable,
  listing: SQL | undefined = listedInDiscovery,
) {
  const p = creatorParams(filter.creator);
  const conditions: (SQL | undefined)[] = [
    rule,
    listing,
    // Arrays as single parameters: in a template Drizzle would spread them into a list.
    meetsRequirements({
      followers: sql`${p.followers}`,
      categories: sql`${sql.param(p.categories)}`,
      languages: sql`${sql.param(p.languages)}`,
      country: sql`${p.country}`,
    }),
  ];
  if (filter.platform) conditions.push(arrayContains(campaigns.platform, [filter.platform]));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(campaigns.productName, pattern), ilike(brands.name, pattern)));
  }
  return and(...conditions);
}

/**
 * The campaigns the creator holds a waiting or accepted invitation on (issue 23 §3), as an array the statement reads
 * once (an InitPlan, from collaborations_creator_created_idx): such campaigns come first in their discovery, marked
 * "Invited".
 */
const invitedCampaignIds = (creatorId: SQL) =>
  sql`array(select inv.campaign_id from ${collaborations} inv where inv.creator_id = ${creatorId}
    and inv.kind = 'invitation' and inv.status in (${sql.join(
      INVITED_STATUSES.map((status) => sql.raw(`'${status}'`)),
      sql`, `,
    )}))`;

/**
 * A page of every brand's discoverable campaigns (search matches the product or the brand name), the ones the creator
 * is invited to first, then the rest, each part in the page's order; and one row more when there are more after it.
 * One statement of two parts, each cut at the page's end (`window`: the rows skipped, the page and one): the invited
 * part reads the creator's few invited campaigns by primary key; the rest walks campaigns_active_created_idx in page
 * order, passing over the invited ones, and stops there (decision 028), so no part sorts every active campaign. The
 * union of the two windows is then sorted and cut to the page: (invited, created_at, id) is a total order, so pages
 * neither repeat nor skip a campaign. Nothing is counted here, and the invitations only reorder: the count is the
 * same. Prepared per shape (filters, order, skipped rows): every creator's discovery page runs it.
 */
const discoverablePage = preparedByShape((db, shape) => {
  const conditions: (SQL | undefined)[] = [
    discoverableForPage,
    meetsRequirements({
      followers: sql`${sql.placeholder('followers')}`,
      categories: sql`${sql.placeholder('categories')}`,
      languages: sql`${sql.placeholder('languages')}`,
      country: sql`${sql.placeholder('country')}`,
    }),
  ];
  if (shape.includes('platform')) conditions.push(sql`${campaigns.platform} @> array[${sql.placeholder('platform')}]::text[]`);
  if (shape.includes('search')) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(campaigns.productName, pattern), ilike(brands.name, pattern)));
  }
  const order = () =>
    shape.includes('oldest') ? [asc(campaigns.createdAt), asc(campaigns.id)] : [desc(campaigns.createdAt), desc(campaigns.id)];
  const invited = sql`${campaigns.id} = any(${invitedCampaignIds(sql`${sql.placeholder('creatorId')}::uuid`)})`;
  const part = (isInvited: boolean) =>
    db
      .select({ ...withBrand, invited: sql<boolean>`${sql.raw(String(isInvited))}`.as('invited') })
      .from(campaigns)
      .leftJoin(brands, eq(brands.id, campaigns.brandId))
      // An invitation lists the campaign for its creator even when invite-only or with every slot taken: the creator
      // was asked (and an accepted invitation holds a slot of its own).
      .where(and(...conditions, isInvited ? invited : and(sql`not (${invited})`, listedInDiscovery)))
      .orderBy(...order())
      .limit(sql.placeholder('window'));
  const query = part(true)
    .unionAll(part(false))
    .orderBy(desc(sql`"invited"`), ...order())
    .limit(sql.placeholder('limit'));
  return (shape.includes('offset') ? query.offset(sql.placeholder('offset')) : query).prepare(
    statementName(`amplio_discoverable_page${shape}`),
  );
});

export type DiscoveredRow = CampaignWithBrand & { invited: boolean };

export async function pageOfDiscoverableCampaigns(db: Db, filter: DiscoverableFilter): Promise<DiscoveredRow[]> {
  const shape = shapeOf({
    platform: Boolean(filter.platform),
    search: Boolean(filter.search),
    oldest: filter.sort === 'oldest',
    offset: filter.offset > 0,
  });
  const rows = await discoverablePage(db, shape).execute({
    ...creatorParams(filter.creator),
    creatorId: filter.creatorId ?? null,
    platform: filter.platform,
    pattern: filter.search ? `%${escapeLike(filter.search)}%` : undefined,
    window: filter.offset + filter.limit + 1,
    limit: filter.limit + 1,
    offset: filter.offset,
  });
  return rows.map(({ invited, ...row }) => ({ ...flatten(row), invited }));
}

/**
 * How many campaigns the creator's invitations add to the listed ones: discoverable and matching, but left out of the
 * lists for everyone else (invite-only, or every slot taken). Reads only the creator's few invited campaigns.
 */
export async function countInvitedUnlistedCampaigns(
  db: Db,
  filter: Pick<DiscoverableFilter, 'platform' | 'search' | 'creator'> & { creatorId: string },
): Promise<number> {
  const invited = sql`${campaigns.id} = any(${invitedCampaignIds(sql`${filter.creatorId}::uuid`)})`;
  let query = db.select({ n: count() }).from(campaigns).innerJoin(ledgerAccounts, escrowJoin).$dynamic();
  if (filter.search) query = query.leftJoin(brands, eq(brands.id, campaigns.brandId));
  const [row] = await query.where(and(invited, discoverableWhere(filter, discoverable, sql`not (${listedInDiscovery})`)));
  return row?.n ?? 0;
}

/** How many campaigns match; it reads every match, so discovery calls it only when a page cannot tell (decision 028). */
export async function countDiscoverableCampaigns(
  db: Db,
  filter: Pick<DiscoverableFilter, 'platform' | 'search' | 'creator'>,
): Promise<number> {
  let query = db.select({ n: count() }).from(campaigns).innerJoin(ledgerAccounts, escrowJoin).$dynamic();
  if (filter.search) query = query.leftJoin(brands, eq(brands.id, campaigns.brandId));
  const [row] = await query.where(discoverableWhere(filter));
  return row?.n ?? 0;
}

const prepareDiscoverableCampaign = (db: DbOrTx) =>
  db
    .select(withBrand)
    .from(campaigns)
    .innerJoin(ledgerAccounts, escrowJoin)
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .where(and(eq(campaigns.id, sql.placeholder('id')), discoverable))
    .prepare('amplio_find_discoverable_campaign');
const discoverableCampaignBy = new WeakMap<DbOrTx, ReturnType<typeof prepareDiscoverableCampaign>>();

/** One campaign, only while a creator may discover it; prepared once per database (every price lookup runs it). */
export async function findDiscoverableCampaign(db: DbOrTx, id: string): Promise<CampaignWithBrand | undefined> {
  let query = discoverableCampaignBy.get(db);
  if (!query) {
    query = prepareDiscoverableCampaign(db);
    discoverableCampaignBy.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row && flatten(row);
}

/** Whether the file is the cover of a campaign a creator may discover. */
export async function isDiscoverableCover(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(ledgerAccounts, escrowJoin)
    .where(and(eq(campaigns.coverFileId, fileId), discoverable))
    .limit(1);
  return row !== undefined;
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

/** The brand's campaigns waiting for a free slot, oldest publication first. */
export async function findHeldCampaignIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.status, 'paused'), sql`${campaigns.holdReason} is not null`))
    .orderBy(sql`${campaigns.publishedAt} asc nulls last`, campaigns.id);
  return rows.map((r) => r.id);
}
