import { sql } from 'drizzle-orm';
import type { LedgerRefType, TransferKind } from '@amplio/shared/constants/ledger';
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
 * A page of one account's transfers, newest first. Each side of the account is one index scan on
 * (debit_account_id, seq) or (credit_account_id, seq) that stops after offset + limit rows, and the two are merged:
 * a page near the top costs the same on an account with ten rows or ten thousand.
 */
export async function findStatementPage(db: DbOrTx, input: { accountId: string; limit: number; offset: number }): Promise<StatementLine[]> {
  const reach = input.offset + input.limit;
  const side = (direction: 'in' | 'out') => {
    const column = sql.raw(direction === 'in' ? 'credit_account_id' : 'debit_account_id');
    const after = sql.raw(direction === 'in' ? 'credit_balance_after_paise' : 'debit_balance_after_paise');
    return sql`(select id, seq, kind, ref_type, ref_id, campaign_id, amount_paise, ${after} as balance_after, created_at,
        ${direction}::text as direction
      from ledger_transfers where ${column} = ${input.accountId}::uuid order by seq desc limit ${reach})`;
  };
  const result = await db.execute(sql`
    select id::text, seq::text, kind::text, ref_type::text, ref_id::text, campaign_id::text, amount_paise::text as amount,
      direction, balance_after::text, ${ISO} as created_at
    from (${side('in')} union all ${side('out')}) lines
    order by lines.seq desc limit ${input.limit} offset ${input.offset}`);
  return rowsOf<StatementRow>(result).map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    kind: row.kind,
    refType: row.ref_type,
    refId: row.ref_id,
    campaignId: row.campaign_id,
    amountPaise: BigInt(row.amount),
    direction: row.direction,
    balanceAfterPaise: BigInt(row.balance_after),
    createdAt: new Date(row.created_at),
  }));
}

/** How many transfers touch the account: two index-only counts. */
export async function countAccountTransfers(db: DbOrTx, accountId: string): Promise<number> {
  const result = await db.execute(sql`
    select ((select count(*) from ledger_transfers where credit_account_id = ${accountId}::uuid)
      + (select count(*) from ledger_transfers where debit_account_id = ${accountId}::uuid))::int as n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
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

/**
 * A creator's money in one statement: wallet and payouts-pending balances from their rows, the sum of
 * payout_settled transfers out of payouts pending (one index range on the debit side), and the balances of the
 * creator's script reservations (named by script id: the ledger does not know who owns a script).
 */
export async function findCreatorFigures(db: DbOrTx, input: { creatorId: string; scriptIds: string[] }): Promise<CreatorFigures> {
  const owners = input.scriptIds.length
    ? sql`array[${sql.join(
        input.scriptIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`
    : sql`array[]::uuid[]`;
  const result = await db.execute(sql`
    select
      coalesce((select balance_paise from ledger_accounts where kind = 'creator_wallet' and owner_id = ${input.creatorId}::uuid), 0)::text as wallet,
      coalesce((select balance_paise from ledger_accounts where kind = 'payouts_pending' and owner_id = ${input.creatorId}::uuid), 0)::text as pending,
      coalesce((select sum(t.amount_paise) from ledger_transfers t
        where t.debit_account_id = (select id from ledger_accounts where kind = 'payouts_pending' and owner_id = ${input.creatorId}::uuid)
          and t.kind = 'payout_settled'), 0)::text as paid_out,
      coalesce((select sum(balance_paise) from ledger_accounts
        where kind = 'script_reservation' and owner_id = any(${owners})), 0)::text as reserved`);
  const row = rowsOf<{ wallet: string; pending: string; paid_out: string; reserved: string }>(result)[0];
  return {
    walletPaise: BigInt(row?.wallet ?? 0),
    pendingPaise: BigInt(row?.pending ?? 0),
    paidOutPaise: BigInt(row?.paid_out ?? 0),
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
