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

interface StatementRow {
  id: string;
  seq: string;
  kind: TransferKind;
  ref_type: LedgerRefType;
  ref_id: string;
  campaign_id: string | null;
  amount: string;
  direction: 'in' | 'out';
  balance_after: string;
  created_at: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ISO = sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Prepares a query once per database object (and PostgreSQL plans it once per pooled connection): `columns` are
 * the text columns of `source`, a SQL subquery that may use `sql.placeholder`s. Inside a transaction the statement
 * is built for that transaction.
 */
function prepared<K extends string>(name: string, columns: readonly K[], source: (p: typeof sql.placeholder) => SQL) {
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

/** The account (kind, owner) with its balance, and how many transfers touched it after seq `since`, and the newest. */
const accountTally = (owned: boolean) =>
  prepared(owned ? 'amplio_ledger_account_tally' : 'amplio_ledger_platform_account_tally', ['id', 'balance', 'added', 'top'], (p) => {
    const after = (column: string, what: string) =>
      sql`(select ${sql.raw(what)} from ledger_transfers t where t.${sql.raw(column)} = a.id and t.seq > ${p('since')})`;
    return sql`select a.id::text as id, a.balance_paise::text as balance,
        (${after('credit_account_id', 'count(*)')} + ${after('debit_account_id', 'count(*)')})::text as added,
        greatest(${after('credit_account_id', 'max(t.seq)')}, ${after('debit_account_id', 'max(t.seq)')})::text as top
      from ledger_accounts a
      where a.kind = ${p('kind')} and ${owned ? sql`a.owner_id = ${p('owner')}` : sql`a.owner_id is null`}`;
  });
const ownedAccountTally = accountTally(true);
const platformAccountTally = accountTally(false);

/**
 * One page of the account's transfers, newest first (`newest`) or oldest first: the page's seqs are picked from
 * index-only scans of (credit_account_id, seq) and (debit_account_id, seq), each stopping after offset + limit
 * entries, then only the page's rows are read.
 */
const statementRows = (newest: boolean) =>
  prepared(
    newest ? 'amplio_ledger_statement_newest' : 'amplio_ledger_statement_oldest',
    ['id', 'seq', 'kind', 'ref_type', 'ref_id', 'campaign_id', 'amount', 'direction', 'balance_after', 'created_at'],
    (p) => {
      const order = sql.raw(newest ? 'desc' : 'asc');
      const side = (column: string, direction: string) =>
        sql`(select seq, ${direction}::text as direction from ledger_transfers
          where ${sql.raw(column)} = ${p('account')}::uuid order by seq ${order} limit ${p('reach')})`;
      const rows = (column: string, direction: 'in' | 'out') => {
        const after = sql.raw(direction === 'in' ? 'credit_balance_after_paise' : 'debit_balance_after_paise');
        return sql`select t.id::text as id, t.seq::text as seq, t.kind::text as kind, t.ref_type::text as ref_type, t.ref_id::text as ref_id,
            t.campaign_id::text as campaign_id, t.amount_paise::text as amount, p.direction, t.${after}::text as balance_after,
            ${ISO} as created_at
          from page p join ledger_transfers t on t.${sql.raw(column)} = ${p('account')}::uuid and t.seq = p.seq
          where p.direction = ${direction}`;
      };
      return sql`with page as (
          select seq, direction from (${side('credit_account_id', 'in')} union all ${side('debit_account_id', 'out')}) lines
          order by seq ${order} limit ${p('limit')} offset ${p('offset')})
        ${rows('credit_account_id', 'in')} union all ${rows('debit_account_id', 'out')}`;
    },
  );
const newestRows = statementRows(true);
const oldestRows = statementRows(false);

const toLine = (row: Record<keyof StatementRow, string | null>): StatementLine => ({
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
 * One page of an account's statement (newest first) with its balance and its number of lines, in two prepared
 * queries: the account with its tally of lines, then the page, read from whichever end of the account's transfers
 * is nearer (the last page of ten thousand lines costs what the first does). No account: no lines.
 */
export async function findStatement(
  db: DbOrTx,
  input: { kind: LedgerAccountKind; ownerId: string | null; limit: number; offset: number },
): Promise<{ items: StatementLine[]; total: number; balancePaise: bigint }> {
  const memo = tallies(db);
  const key = `lines:${input.kind}:${input.ownerId ?? ''}`;
  const base = memo?.get(key) ?? { seq: 0, value: 0n };
  const [account] = await (input.ownerId ? ownedAccountTally : platformAccountTally)(db).execute({
    kind: input.kind,
    owner: input.ownerId,
    since: base.seq,
  });
  if (!account) return { items: [], total: 0, balancePaise: 0n };
  const total = Number(remember(memo, key, base, account.added, account.top));
  const { limit, offset } = input;
  if (offset >= total) return { items: [], total, balancePaise: BigInt(account.balance as string) };
  // The page holds lines offset … offset + limit - 1 counted from the newest; from the oldest, the same lines are
  // total - offset - limit … total - offset - 1.
  const fromOldest = offset + limit / 2 > total / 2;
  const rows = fromOldest
    ? await oldestRows(db).execute({
        account: account.id,
        reach: total - offset,
        limit: Math.min(limit, total - offset),
        offset: Math.max(0, total - offset - limit),
      })
    : await newestRows(db).execute({ account: account.id, reach: offset + limit, limit, offset });
  const items = rows.map(toLine).sort((a, b) => b.seq - a.seq);
  return { items, total, balancePaise: BigInt(account.balance as string) };
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
