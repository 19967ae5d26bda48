import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { LedgerAccountKind, LedgerRefType, TransferKind } from '@amplio/shared/constants/ledger';
import type { DbOrTx } from '../../db/client';

/** One line of an account's statement: a transfer seen from that account. */
export interface StatementLine {
  id: string;
  seq: number;
  kind: TransferKind;
  refType: LedgerRefType;
  refId: string;
  campaignId: string | null;
  amountPaise: bigint;
  /** in: the money arrived in this account; out: it left. */
  direction: 'in' | 'out';
  /** The account's balance just after this transfer (recorded on the transfer itself). */
  balanceAfterPaise: bigint;
  createdAt: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ISO = sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Prepares a query once per database object (and PostgreSQL plans it once per pooled connection): `columns` are
 * the text columns of `source`, a SQL subquery that may use `sql.placeholder`s. Inside a transaction the statement
 * is built for that transaction.
 */
export function prepared<K extends string>(name: string, columns: readonly K[], source: (p: typeof sql.placeholder) => SQL) {
  const fields = Object.fromEntries(columns.map((c) => [c, sql<string | null>`${sql.identifier('q')}.${sql.identifier(c)}`])) as Record<
    K,
    SQL<string | null>
  >;
  const byDb = new WeakMap<DbOrTx, { execute(values: Record<string, unknown>): Promise<Record<K, string | null>[]> }>();
  return (db: DbOrTx) => {
    let query = byDb.get(db);
    if (!query) {
      query = db
        .select(fields)
        .from(sql`(${source(sql.placeholder)}) as ${sql.identifier('q')}`)
        .prepare(name) as unknown as { execute(values: Record<string, unknown>): Promise<Record<K, string | null>[]> };
      byDb.set(db, query);
    }
    return query;
  };
}

/**
 * What the ledger has already counted for an account (how many transfers touch it, or the sum of some of them) up
 * to the newest transfer it saw, per database object. Transfers are never changed or deleted, and every transfer
 * locks its accounts before it takes its sequence number (ledger.service lockAccounts), so the transfers of one
 * account commit in seq order: a tally up to seq S stays exact, and the next read only counts what came after S
 * (an index range that is nearly always empty). Outside a transaction only (a transaction could roll back what it
 * saw); bounded, oldest out first.
 */
interface Tally {
  seq: number;
  value: bigint;
}
const TALLY_LIMIT = 20_000;
const talliesByDb = new WeakMap<DbOrTx, Map<string, Tally>>();
function tallies(db: DbOrTx): Map<string, Tally> | undefined {
  if (db instanceof PgTransaction) return undefined;
  let map = talliesByDb.get(db);
  if (!map) {
    map = new Map();
    talliesByDb.set(db, map);
  }
  return map;
}
function remember(map: Map<string, Tally> | undefined, key: string, base: Tally, added: string | null, top: string | null): bigint {
  const value = base.value + BigInt(added ?? 0);
  if (map) {
    const seq = Math.max(base.seq, Number(top ?? 0));
    if ((map.get(key)?.seq ?? -1) <= seq) {
      map.delete(key);
      map.set(key, { seq, value });
      if (map.size > TALLY_LIMIT) map.delete(map.keys().next().value as string);
    }
  }
  return value;
}

const STATEMENT_COLUMNS = [
  'account_id',
  'balance',
  'added',
  'top',
  'id',
  'seq',
  'kind',
  'ref_type',
  'ref_id',
  'campaign_id',
  'amount',
  'direction',
  'balance_after',
  'created_at',
] as const;

/**
 * A statement page in one prepared query. `acct`: the account (kind, owner) with its balance, how many transfers
 * touched it after seq `since` and the newest of them (the tally's step). `page`: the page's seqs, picked from
 * index-only scans of (credit_account_id, seq) and (debit_account_id, seq) from the newest end (`offset`, `limit`)
 * or from the oldest (the same lines counted from the other end, with the exact total `base` + `added`), each side
 * stopping after the lines it needs; then only the page's rows are read. One row per line, each with the account's
 * figures, or one row of figures alone when the page is empty; no row when the account never moved money.
 */
const statementQuery = (input: { newest: boolean; owned: boolean }) =>
  prepared(`amplio_ledger_statement_${input.newest ? 'newest' : 'oldest'}${input.owned ? '' : '_platform'}`, STATEMENT_COLUMNS, (p) => {
    const since = (column: string, what: string) =>
      sql`(select ${sql.raw(what)} from ledger_transfers t where t.${sql.raw(column)} = a.id and t.seq > ${p('since')})`;
    const total = sql`(${p('base')}::bigint + (select added from acct))`;
    const order = sql.raw(input.newest ? 'desc' : 'asc');
    const [reach, limit, offset] = input.newest
      ? [sql`${p('reach')}::bigint`, sql`${p('limit')}::bigint`, sql`${p('offset')}::bigint`]
      : [
          sql`greatest(0, ${total} - ${p('offset')}::bigint)`,
          sql`greatest(0, least(${p('limit')}::bigint, ${total} - ${p('offset')}::bigint))`,
          sql`greatest(0, ${total} - ${p('offset')}::bigint - ${p('limit')}::bigint)`,
        ];
    const side = (column: string, direction: 'in' | 'out') =>
      sql`(select seq, ${direction}::text as direction from ledger_transfers
        where ${sql.raw(column)} = (select id from acct) order by seq ${order} limit ${reach})`;
    const rows = (column: string, direction: 'in' | 'out') => {
      const after = sql.raw(direction === 'in' ? 'credit_balance_after_paise' : 'debit_balance_after_paise');
      return sql`select t.id::text as id, t.seq::text as seq, t.kind::text as kind, t.ref_type::text as ref_type, t.ref_id::text as ref_id,
          t.campaign_id::text as campaign_id, t.amount_paise::text as amount, p.direction, t.${after}::text as balance_after,
          ${ISO} as created_at
        from page p join ledger_transfers t on t.${sql.raw(column)} = (select id from acct) and t.seq = p.seq
        where p.direction = ${direction}`;
    };
    return sql`with acct as (
        select a.id, a.balance_paise,
          ${since('credit_account_id', 'count(*)')} + ${since('debit_account_id', 'count(*)')} as added,
          greatest(${since('credit_account_id', 'max(t.seq)')}, ${since('debit_account_id', 'max(t.seq)')}) as top
        from ledger_accounts a
        where a.kind = ${p('kind')} and ${input.owned ? sql`a.owner_id = ${p('owner')}::uuid` : sql`a.owner_id is null`}),
      page as (
        select seq, direction from (${side('credit_account_id', 'in')} union all ${side('debit_account_id', 'out')}) lines
        order by seq ${order} limit ${limit} offset ${offset}),
      lines as (${rows('credit_account_id', 'in')} union all ${rows('debit_account_id', 'out')})
      select acct.id::text as account_id, acct.balance_paise::text as balance, acct.added::text as added, acct.top::text as top, lines.*
      from acct left join lines on true`;
  });
const statementQueries = {
  newest: statementQuery({ newest: true, owned: true }),
  oldest: statementQuery({ newest: false, owned: true }),
  newestPlatform: statementQuery({ newest: true, owned: false }),
  oldestPlatform: statementQuery({ newest: false, owned: false }),
};

const toLine = (row: Record<(typeof STATEMENT_COLUMNS)[number], string | null>): StatementLine => ({
  id: row.id as string,
  seq: Number(row.seq),
  kind: row.kind as TransferKind,
  refType: row.ref_type as LedgerRefType,
  refId: row.ref_id as string,
  campaignId: row.campaign_id,
  amountPaise: BigInt(row.amount as string),
  direction: row.direction as 'in' | 'out',
  balanceAfterPaise: BigInt(row.balance_after as string),
  createdAt: new Date(row.created_at as string),
});

/**
 * One page of an account's statement (newest first) with its balance and its number of lines, in one prepared
 * query, read from whichever end of the account's transfers the last count says is nearer: the last page of ten
 * thousand lines costs what the first does. An account that never moved money has no lines.
 */
export async function findStatement(
  db: DbOrTx,
  input: { kind: LedgerAccountKind; ownerId: string | null; limit: number; offset: number },
): Promise<{ items: StatementLine[]; total: number; balancePaise: bigint }> {
  const memo = tallies(db);
  const key = `lines:${input.kind}:${input.ownerId ?? ''}`;
  const base = memo?.get(key) ?? { seq: 0, value: 0n };
  const { limit, offset } = input;
  // Lines offset … offset + limit - 1 from the newest; the total may have grown since `base`, which only moves the
  // page further from the oldest end, and the query counts from that end with the exact total.
  const fromOldest = base.seq > 0 && offset + limit / 2 > Number(base.value) / 2;
  const query = fromOldest
    ? input.ownerId
      ? statementQueries.oldest
      : statementQueries.oldestPlatform
    : input.ownerId
      ? statementQueries.newest
      : statementQueries.newestPlatform;
  const rows = await query(db).execute({
    kind: input.kind,
    owner: input.ownerId,
    since: base.seq,
    base: base.value.toString(),
    reach: offset + limit,
    limit,
    offset,
  });
  const [first] = rows;
  if (!first) return { items: [], total: 0, balancePaise: 0n };
  const total = Number(remember(memo, key, base, first.added, first.top));
  const items = rows
    .filter((row) => row.id !== null)
    .map(toLine)
    .sort((a, b) => b.seq - a.seq);
  return { items, total, balancePaise: BigInt(first.balance as string) };
}

export interface CreatorFigures {
  /** The creator_wallet balance: what can be withdrawn now. */
  walletPaise: bigint;
  /** The payouts_pending balance: withdrawals requested and not yet paid or failed. */
  pendingPaise: bigint;
  /** Everything settled out of payouts_pending to the bank (payout_settled). */
  paidOutPaise: bigint;
  /** The balances of the given script_reservation accounts. */
  reservedPaise: bigint;
}

const creatorFigures = prepared('amplio_ledger_creator_figures', ['wallet', 'pending', 'paid_added', 'paid_top', 'reserved'], (p) => {
  const pending = sql`(select id from ledger_accounts where kind = 'payouts_pending' and owner_id = ${p('creator')}::uuid)`;
  return sql`select
      coalesce((select balance_paise from ledger_accounts where kind = 'creator_wallet' and owner_id = ${p('creator')}::uuid), 0)::text as wallet,
      coalesce((select balance_paise from ledger_accounts where kind = 'payouts_pending' and owner_id = ${p('creator')}::uuid), 0)::text as pending,
      coalesce((select sum(t.amount_paise) from ledger_transfers t
        where t.debit_account_id = ${pending} and t.kind = 'payout_settled' and t.seq > ${p('since')}), 0)::text as paid_added,
      (select max(t.seq) from ledger_transfers t where t.debit_account_id = ${pending} and t.seq > ${p('since')})::text as paid_top,
      coalesce((select sum(balance_paise) from ledger_accounts
        where kind = 'script_reservation' and owner_id = any(${p('owners')}::uuid[])), 0)::text as reserved`;
});

/**
 * A creator's money in one prepared statement: wallet and payouts-pending balances from their rows, what was paid
 * out (the payout_settled transfers out of payouts pending: a tally, so only those after the last read are summed),
 * and the balances of the creator's script reservations (named by script id: the ledger does not know who owns a
 * script).
 */
export async function findCreatorFigures(db: DbOrTx, input: { creatorId: string; scriptIds: string[] }): Promise<CreatorFigures> {
  const memo = tallies(db);
  const key = `paid:${input.creatorId}`;
  const base = memo?.get(key) ?? { seq: 0, value: 0n };
  const [row] = await creatorFigures(db).execute({ creator: input.creatorId, since: base.seq, owners: input.scriptIds });
  return {
    walletPaise: BigInt(row?.wallet ?? 0),
    pendingPaise: BigInt(row?.pending ?? 0),
    paidOutPaise: remember(memo, key, base, row?.paid_added ?? null, row?.paid_top ?? null),
    reservedPaise: BigInt(row?.reserved ?? 0),
  };
}

/** The sum of each kind of transfer into and out of one account (for checks and reports; it reads every transfer). */
export async function findSumsByKind(
  db: DbOrTx,
  accountId: string,
): Promise<{ in: Partial<Record<TransferKind, bigint>>; out: Partial<Record<TransferKind, bigint>> }> {
  const result = await db.execute(sql`
    select 'in' as direction, kind::text, sum(amount_paise)::text as total from ledger_transfers
      where credit_account_id = ${accountId}::uuid group by kind
    union all
    select 'out', kind::text, sum(amount_paise)::text from ledger_transfers
      where debit_account_id = ${accountId}::uuid group by kind`);
  const sums = { in: {}, out: {} } as { in: Partial<Record<TransferKind, bigint>>; out: Partial<Record<TransferKind, bigint>> };
  for (const row of rowsOf<{ direction: 'in' | 'out'; kind: TransferKind; total: string }>(result)) {
    sums[row.direction][row.kind] = BigInt(row.total);
  }
  return sums;
}
