import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

type Row = Record<string, unknown>;

async function firstRow(db: DbOrTx, query: SQL): Promise<Row | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0];
}

const CHECKS: { describe: (row: Row) => string; query: SQL }[] = [
  {
    describe: (row) => `the balances sum to ${row.total} paise, not 0`,
    query: sql`select total::text from (select coalesce(sum(balance_paise), 0) as total from ledger_accounts) s where total <> 0`,
  },
  {
    describe: (row) => `${row.kind} account ${row.id} has a negative balance of ${row.balance} paise`,
    query: sql`select id, kind, balance_paise::text as balance from ledger_accounts
      where kind <> 'external' and balance_paise < 0 order by id limit 1`,
  },
  {
    describe: (row) => `${row.kind} account ${row.id} holds ${row.balance} paise but its transfers sum to ${row.computed}`,
    query: sql`select a.id, a.kind, a.balance_paise::text as balance, (coalesce(c.s, 0) - coalesce(d.s, 0))::text as computed
      from ledger_accounts a
      left join (select credit_account_id as id, sum(amount_paise) as s from ledger_transfers group by 1) c on c.id = a.id
      left join (select debit_account_id as id, sum(amount_paise) as s from ledger_transfers group by 1) d on d.id = a.id
      where a.balance_paise <> coalesce(c.s, 0) - coalesce(d.s, 0) order by a.id limit 1`,
  },
  {
    describe: (row) => `reservation account ${row.id} was released or refunded ${row.n} times`,
    query: sql`select debit_account_id as id, count(*)::int as n from ledger_transfers
      where kind in ('release', 'reservation_refund') group by 1 having count(*) > 1 limit 1`,
  },
  {
    describe: (row) => `reservation account ${row.id} was funded ${row.n} times`,
    query: sql`select credit_account_id as id, count(*)::int as n from ledger_transfers
      where kind = 'reservation' group by 1 having count(*) > 1 limit 1`,
  },
  {
    describe: (row) => `reservation account ${row.id} still holds ${row.balance} paise after it was settled`,
    query: sql`select a.id, a.balance_paise::text as balance from ledger_accounts a
      where a.kind = 'script_reservation' and a.balance_paise <> 0
        and exists (select 1 from ledger_transfers t where t.debit_account_id = a.id and t.kind in ('release', 'reservation_refund'))
      limit 1`,
  },
  {
    describe: (row) =>
      `campaign ${row.campaign_id}'s escrow figures (funded ${row.funded}, reserved ${row.reserved}, released ${row.released}, ` +
      `refunded ${row.refunded}, available ${row.available}) disagree with its transfers (funded ${row.t_funded}, ` +
      `reserved ${row.t_reserved}, released ${row.t_released}, refunded ${row.t_refunded})`,
    query: sql`select * from (
        select e.campaign_id, e.funded_paise::text as funded, e.reserved_paise::text as reserved,
          e.released_paise::text as released, e.refunded_paise::text as refunded, e.balance_paise::text as available,
          coalesce((select sum(amount_paise) from ledger_transfers t where t.credit_account_id = e.id and t.kind = 'funding'), 0)::text as t_funded,
          coalesce((select sum(balance_paise) from ledger_accounts r where r.kind = 'script_reservation' and r.campaign_id = e.campaign_id), 0)::text as t_reserved,
          coalesce((select sum(amount_paise) from ledger_transfers t where t.campaign_id = e.campaign_id and t.kind = 'release'), 0)::text as t_released,
          coalesce((select sum(amount_paise) from ledger_transfers t where t.debit_account_id = e.id and t.kind = 'escrow_refund'), 0)::text as t_refunded
        from ledger_accounts e where e.kind = 'campaign_escrow'
      ) f
      where funded <> t_funded or reserved <> t_reserved or released <> t_released or refunded <> t_refunded
        or available::numeric <> funded::numeric - reserved::numeric - released::numeric - refunded::numeric
      limit 1`,
  },
  {
    describe: (row) => `${row.kind} account ${row.id} holds ${row.balance} paise but its latest transfer left it at ${row.after}`,
    query: sql`select a.id, a.kind, a.balance_paise::text as balance, l.after::text as after from ledger_accounts a
      join lateral (
        select case when t.credit_account_id = a.id then t.credit_balance_after_paise else t.debit_balance_after_paise end as after
        from ledger_transfers t where t.debit_account_id = a.id or t.credit_account_id = a.id order by t.seq desc limit 1
      ) l on true
      where l.after <> a.balance_paise limit 1`,
  },
];

/**
 * Throws a LedgerInvariantError naming the first broken rule: balances sum to zero; each balance equals its
 * transfers; nothing but the external account is negative; a reservation is funded once and settled at most once
 * (and whole); each escrow's figures agree with the transfers; each balance matches its latest recorded balance.
 */
export async function checkLedgerInvariants(db: DbOrTx): Promise<void> {
  for (const check of CHECKS) {
    const row = await firstRow(db, check.query);
    if (row) throw new LedgerInvariantError(`Ledger invariant broken: ${check.describe(row)}`);
  }
}
