import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, type PayoutRow, payouts, type ScriptRow, scripts } from '../../db/schema/index';

/** A query prepared once per database object: built by Drizzle and planned by PostgreSQL once per connection. */
function preparedOnce<Q>(build: (db: DbOrTx) => Q) {
  const byDb = new WeakMap<DbOrTx, Q>();
  return (db: DbOrTx): Q => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
const uuidParam = (name: string) => sql`${sql.placeholder(name)}::uuid`;
const uuidsParam = (name: string) => sql`${sql.placeholder(name)}::uuid[]`;

const openScriptIds = preparedOnce((db) =>
  db
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.creatorId, uuidParam('creatorId')), isNull(scripts.closedAt)))
    .prepare('amplio_wallet_open_script_ids'),
);

/** The creator's open scripts (their reservations are money in escrow for them): the partial unique index on open scripts. */
export async function findOpenScriptIds(db: DbOrTx, creatorId: string): Promise<string[]> {
  const rows = await openScriptIds(db).execute({ creatorId });
  return rows.map((row) => row.id);
}

const campaignNames = preparedOnce((db) =>
  db
    .select({ id: campaigns.id, name: campaigns.productName })
    .from(campaigns)
    .where(sql`${campaigns.id} = any(${uuidsParam('ids')})`)
    .prepare('amplio_wallet_campaign_names'),
);

/** Product names of the campaigns, for a page of payment history (one query for the page). */
export async function findCampaignNames(db: DbOrTx, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await campaignNames(db).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What a payment history row shows of its payout: where the money went, and what became of it. */
export type HistoryPayout = Pick<PayoutRow, 'id' | 'method' | 'upiId' | 'accountNumber' | 'status' | 'utr' | 'failureReason'>;

const creatorPayouts = preparedOnce((db) =>
  db
    .select({
      id: payouts.id,
      method: payouts.method,
      upiId: payouts.upiId,
      accountNumber: payouts.accountNumber,
      status: payouts.status,
      utr: payouts.utr,
      failureReason: payouts.failureReason,
    })
    .from(payouts)
    .where(and(eq(payouts.creatorId, uuidParam('creatorId')), sql`${payouts.id} = any(${uuidsParam('ids')})`))
    .prepare('amplio_wallet_creator_payouts'),
);

/** The creator's payouts among `ids` (another creator's never come back), with only what the history shows. */
export async function findCreatorPayouts(db: DbOrTx, input: { creatorId: string; ids: string[] }): Promise<Map<string, HistoryPayout>> {
  if (input.ids.length === 0) return new Map();
  const rows = await creatorPayouts(db).execute({ creatorId: input.creatorId, ids: [...new Set(input.ids)] });
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findPayoutByKey(db: DbOrTx, input: { creatorId: string; idempotencyKey: string }): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.creatorId, input.creatorId), eq(payouts.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  return row;
}

/** Inserts the payout; undefined when the creator's key already holds one (a parallel retry won). */
export async function insertPayout(db: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow | undefined> {
  const [row] = await db
    .insert(payouts)
    .values(values)
    .onConflictDoNothing({ target: [payouts.creatorId, payouts.idempotencyKey] })
    .returning();
  return row;
}

export type TrackedScriptRow = Pick<
  ScriptRow,
  | 'id'
  | 'campaignId'
  | 'status'
  | 'reservedPaise'
  | 'createdAt'
  | 'videoSubmittedAt'
  | 'approvedAt'
  | 'completedAt'
  | 'closedAt'
  | 'closedReason'
  | 'rejectionCount'
> & { productName: string | null };

/** The creator's newest scripts with their campaign's product name, for the payment tracker. */
export async function findTrackedScripts(db: DbOrTx, input: { creatorId: string; limit: number }): Promise<TrackedScriptRow[]> {
  return db
    .select({
      id: scripts.id,
      campaignId: scripts.campaignId,
      status: scripts.status,
      reservedPaise: scripts.reservedPaise,
      createdAt: scripts.createdAt,
      videoSubmittedAt: scripts.videoSubmittedAt,
      approvedAt: scripts.approvedAt,
      completedAt: scripts.completedAt,
      closedAt: scripts.closedAt,
      closedReason: scripts.closedReason,
      rejectionCount: scripts.rejectionCount,
      productName: campaigns.productName,
    })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .where(eq(scripts.creatorId, input.creatorId))
    .orderBy(desc(scripts.createdAt), desc(scripts.id))
    .limit(input.limit);
}

/** The creator's newest withdrawals (index on creator, requested_at desc). */
export async function findTrackedPayouts(db: DbOrTx, input: { creatorId: string; limit: number }): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.creatorId, input.creatorId))
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(input.limit);
}
