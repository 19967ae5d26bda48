import { sql } from 'drizzle-orm';
import { formatPaise } from '@amplio/shared/domain/money';
import type { DbOrTx } from '../../db/client';
import { findLedgerViolations } from '../ledger/ledger-invariants';

/** One thing the books say that the provider-side records (or the ledger's own rules) do not. */
export interface Mismatch {
  /** Stable for the same problem from run to run: `<check>:<entity id>`. */
  key: string;
  check: string;
  message: string;
  entityType: string | null;
  entityId: string | null;
}

export interface CheckResult {
  check: string;
  checked: number;
  mismatches: Mismatch[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const paise = (text: string | number | bigint) => formatPaise(BigInt(text));

/** The ledger's own rules: sum zero, balances equal their transfers, nothing negative, reservations settled once. */
async function ledgerRules(db: DbOrTx): Promise<CheckResult> {
  const [first, ...rest] = await findLedgerViolations(db);
  if (!first) return { check: 'ledger', checked: 1, mismatches: [] };
  const more = rest.length ? ` (and ${rest.length}${rest.length === 19 ? ' or more' : ''} more)` : '';
  const message = `Ledger invariant broken: ${first}${more}`;
  return {
    check: 'ledger',
    checked: 1,
    mismatches: [{ key: 'ledger:invariants', check: 'ledger', message, entityType: null, entityId: null }],
  };
}

/** At most this many mismatches of one check come back from the database: enough to act on, never the whole table. */
const MAX_MISMATCHES = 200;

/** How many rows a check looked at. */
async function countOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Every captured funding has exactly its amount in escrow, its fee in revenue and its GST in tax payable; no other funding has any. */
async function captures(db: DbOrTx): Promise<CheckResult> {
  const rows = await rowsOf<{
    id: string;
    status: string;
    amount: string;
    fee: string;
    gst: string;
    escrow: string;
    got_fee: string;
    got_gst: string;
  }>(
    db,
    sql`select f.id, f.status, f.amount_paise::text as amount, f.platform_fee_paise::text as fee, f.gst_paise::text as gst,
      coalesce(sum(t.amount_paise) filter (where t.kind in ('funding', 'suspense_funding')), 0)::text as escrow,
      coalesce(sum(t.amount_paise) filter (where t.kind in ('platform_fee', 'suspense_fee')), 0)::text as got_fee,
      coalesce(sum(t.amount_paise) filter (where t.kind in ('gst', 'suspense_gst')), 0)::text as got_gst
    from fundings f
    left join ledger_transfers t on t.ref_type = 'funding' and t.ref_id = f.id
      and t.kind in ('funding', 'suspense_funding', 'platform_fee', 'suspense_fee', 'gst', 'suspense_gst')
    group by f.id
    having case when f.status = 'captured'
      then coalesce(sum(t.amount_paise) filter (where t.kind in ('funding', 'suspense_funding')), 0) <> f.amount_paise
        or coalesce(sum(t.amount_paise) filter (where t.kind in ('platform_fee', 'suspense_fee')), 0) <> f.platform_fee_paise
        or coalesce(sum(t.amount_paise) filter (where t.kind in ('gst', 'suspense_gst')), 0) <> f.gst_paise
      else count(t.id) > 0 end
    limit ${MAX_MISMATCHES}`,
  );
  const mismatches: Mismatch[] = [];
  for (const r of rows) {
    const captured = r.status === 'captured';
    const booked = [r.escrow, r.got_fee, r.got_gst].map(BigInt) as [bigint, bigint, bigint];
    const expected = captured ? ([r.amount, r.fee, r.gst].map(BigInt) as [bigint, bigint, bigint]) : [0n, 0n, 0n];
    if (booked.every((value, i) => value === expected[i])) continue;
    mismatches.push({
      key: `capture:${r.id}`,
      check: 'captures',
      entityType: 'funding',
      entityId: r.id,
      message: captured
        ? `Funding ${r.id} was captured for ${paise(r.amount)} + fee ${paise(r.fee)} + GST ${paise(r.gst)}, but the ledger booked ${paise(booked[0])} + ${paise(booked[1])} + ${paise(booked[2])}.`
        : `Funding ${r.id} is ${r.status}, yet the ledger booked ${paise(booked[0])} of it into escrow (fee ${paise(booked[1])}, GST ${paise(booked[2])}).`,
    });
  }
  return { check: 'captures', checked: await countOf(db, sql`select count(*)::int as n from fundings`), mismatches };
}

/**
 * Every refund sent is in refunds pending (an escrow refund's fee and GST too, decision 047) until the provider confirms it, and out of it once confirmed: a processed
 * refund has its refund_settled, an open one has none; and money that came in for a late capture or left suspense for
 * it was booked. Refunds decided before refunds pending existed (booked = false) moved their money at once.
 */
async function refunds(db: DbOrTx): Promise<CheckResult> {
  const rows = await rowsOf<{ id: string; kind: string; status: string; amount: string; settled: string | null; into: string | null }>(
    db,
    sql`select x.id, x.kind, x.status, x.amount::text as amount, x.settled::text as settled, x.into::text as into from (
      select r.id, r.kind, r.status, r.amount_paise as amount,
        (select sum(s.amount_paise) from ledger_transfers s where s.kind = 'refund_settled'
           and s.idempotency_key in ('refund_settled:' || r.id::text, 'refund_settled:' || r.id::text || ':fees')) as settled,
        (select sum(i.amount_paise) from ledger_transfers i
           where (i.idempotency_key = r.idempotency_key and i.kind in ('escrow_refund', 'late_capture', 'suspense_refund'))
             or (i.idempotency_key = r.idempotency_key || ':fee' and i.kind = 'fee_refund')
             or (i.idempotency_key = r.idempotency_key || ':gst' and i.kind = 'gst_refund')) as into
      from payment_refunds r where r.booked) x
    where x.into is distinct from x.amount
      or (x.status = 'processed' and x.settled is distinct from x.amount)
      or (x.status <> 'processed' and x.settled is not null)
    limit ${MAX_MISMATCHES}`,
  );
  const mismatches: Mismatch[] = [];
  for (const r of rows) {
    const problem =
      r.into === null || BigInt(r.into) !== BigInt(r.amount)
        ? `Refund ${r.id} (${r.kind}) of ${paise(r.amount)} has ${r.into === null ? 'no' : `a ${paise(r.into)}`} transfer into refunds pending.`
        : r.status === 'processed' && (r.settled === null || BigInt(r.settled) !== BigInt(r.amount))
          ? `Refund ${r.id} of ${paise(r.amount)} is confirmed by the provider, but the ledger has not moved it out of refunds pending.`
          : r.status !== 'processed' && r.settled !== null
            ? `Refund ${r.id} of ${paise(r.amount)} is ${r.status}, yet the ledger shows it confirmed.`
            : null;
    if (problem)
      mismatches.push({ key: `refund:${r.id}`, check: 'refunds', entityType: 'payment_refund', entityId: r.id, message: problem });
  }
  return { check: 'refunds', checked: await countOf(db, sql`select count(*)::int as n from payment_refunds where booked`), mismatches };
}

/**
 * Fees follow the work (decision 047): every fee_refund and gst_refund belongs to an escrow refund that carries it and
 * to a credit note that states it, and a funding never gets back more fee or GST than it was charged.
 */
async function feeRefunds(db: DbOrTx): Promise<CheckResult> {
  const refundRows = await rowsOf<{
    id: string;
    fee: string;
    gst: string;
    fee_moved: string;
    gst_moved: string;
    note_fee: string | null;
    note_gst: string | null;
  }>(
    db,
    sql`select x.* from (
      select r.id, r.fee_paise::text as fee, r.gst_paise::text as gst,
        coalesce((select sum(t.amount_paise) from ledger_transfers t
          where t.idempotency_key = r.idempotency_key || ':fee' and t.kind = 'fee_refund'), 0)::text as fee_moved,
        coalesce((select sum(t.amount_paise) from ledger_transfers t
          where t.idempotency_key = r.idempotency_key || ':gst' and t.kind = 'gst_refund'), 0)::text as gst_moved,
        (select n.taxable_paise from tax_invoices n where n.kind = 'credit_note' and n.source_key = 'credit:' || r.idempotency_key)::text as note_fee,
        (select n.cgst_paise + n.sgst_paise + n.igst_paise from tax_invoices n
          where n.kind = 'credit_note' and n.source_key = 'credit:' || r.idempotency_key)::text as note_gst
      from payment_refunds r where r.kind = 'escrow') x
    where x.fee::bigint <> x.fee_moved::bigint or x.gst::bigint <> x.gst_moved::bigint
      or (x.fee::bigint + x.gst::bigint > 0 and (x.note_fee is null or x.note_fee::bigint <> x.fee::bigint or x.note_gst::bigint <> x.gst::bigint))
    limit ${MAX_MISMATCHES}`,
  );
  const mismatches: Mismatch[] = refundRows.map((r) => ({
    key: `fee_refund:${r.id}`,
    check: 'fee_refunds',
    entityType: 'payment_refund',
    entityId: r.id,
    message:
      BigInt(r.fee) !== BigInt(r.fee_moved) || BigInt(r.gst) !== BigInt(r.gst_moved)
        ? `Refund ${r.id} returns fee ${paise(r.fee)} and GST ${paise(r.gst)}, but the ledger moved ${paise(r.fee_moved)} and ${paise(r.gst_moved)}.`
        : r.note_fee === null
          ? `Refund ${r.id} returns fee ${paise(r.fee)} and GST ${paise(r.gst)} with no credit note.`
          : `Refund ${r.id} returns fee ${paise(r.fee)} and GST ${paise(r.gst)}, but its credit note states ${paise(r.note_fee)} and ${paise(r.note_gst ?? 0)}.`,
  }));
  const orphans = await rowsOf<{ id: string; kind: string; amount: string }>(
    db,
    sql`select t.id, t.kind, t.amount_paise::text as amount from ledger_transfers t
    where t.kind in ('fee_refund', 'gst_refund') and not exists (
      select 1 from payment_refunds r where r.kind = 'escrow'
        and t.idempotency_key = r.idempotency_key || case when t.kind = 'fee_refund' then ':fee' else ':gst' end)
    limit ${MAX_MISMATCHES}`,
  );
  for (const o of orphans) {
    mismatches.push({
      key: `fee_refund_orphan:${o.id}`,
      check: 'fee_refunds',
      entityType: 'ledger_transfer',
      entityId: o.id,
      message: `A ${o.kind} of ${paise(o.amount)} belongs to no escrow refund, so no credit note states it.`,
    });
  }
  const over = await rowsOf<{ id: string; fee: string; gst: string; fee_back: string; gst_back: string }>(
    db,
    sql`select x.* from (
      select t.ref_id as id,
        coalesce(sum(t.amount_paise) filter (where t.kind in ('platform_fee', 'suspense_fee')), 0)::text as fee,
        coalesce(sum(t.amount_paise) filter (where t.kind in ('gst', 'suspense_gst')), 0)::text as gst,
        coalesce(sum(t.amount_paise) filter (where t.kind = 'fee_refund'), 0)::text as fee_back,
        coalesce(sum(t.amount_paise) filter (where t.kind = 'gst_refund'), 0)::text as gst_back
      from ledger_transfers t
      where t.ref_type = 'funding' and t.kind in ('platform_fee', 'suspense_fee', 'gst', 'suspense_gst', 'fee_refund', 'gst_refund')
      group by t.ref_id) x
    where x.fee_back::bigint > x.fee::bigint or x.gst_back::bigint > x.gst::bigint
    limit ${MAX_MISMATCHES}`,
  );
  for (const f of over) {
    mismatches.push({
      key: `fee_refund_over:${f.id}`,
      check: 'fee_refunds',
      entityType: 'funding',
      entityId: f.id,
      message: `Funding ${f.id} was charged fee ${paise(f.fee)} and GST ${paise(f.gst)}, but ${paise(f.fee_back)} and ${paise(f.gst_back)} went back.`,
    });
  }
  return {
    check: 'fee_refunds',
    checked: await countOf(db, sql`select count(*)::int as n from payment_refunds where kind = 'escrow'`),
    mismatches,
  };
}

/** Every payout's money: withdrawn into payouts pending, out to the bank when paid, back to the wallet when failed. */
async function payouts(db: DbOrTx): Promise<CheckResult> {
  const rows = await rowsOf<{ id: string; status: string; amount: string; withdrawn: string; settled: string; returned: string }>(
    db,
    sql`select p.id, p.status, p.amount_paise::text as amount,
      coalesce(sum(t.amount_paise) filter (where t.kind = 'withdrawal'), 0)::text as withdrawn,
      coalesce(sum(t.amount_paise) filter (where t.kind = 'payout_settled'), 0)::text as settled,
      coalesce(sum(t.amount_paise) filter (where t.kind = 'payout_failed'), 0)::text as returned
    from payouts p left join ledger_transfers t on t.ref_type = 'payout' and t.ref_id = p.id
    group by p.id
    having coalesce(sum(t.amount_paise) filter (where t.kind = 'withdrawal'), 0) <> p.amount_paise
      or coalesce(sum(t.amount_paise) filter (where t.kind = 'payout_settled'), 0) <> case when p.status = 'paid' then p.amount_paise else 0 end
      or coalesce(sum(t.amount_paise) filter (where t.kind = 'payout_failed'), 0) <> case when p.status = 'failed' then p.amount_paise else 0 end
    limit ${MAX_MISMATCHES}`,
  );
  const mismatches: Mismatch[] = [];
  for (const r of rows) {
    const amount = BigInt(r.amount);
    const expected = { withdrawn: amount, settled: r.status === 'paid' ? amount : 0n, returned: r.status === 'failed' ? amount : 0n };
    const actual = { withdrawn: BigInt(r.withdrawn), settled: BigInt(r.settled), returned: BigInt(r.returned) };
    if (actual.withdrawn === expected.withdrawn && actual.settled === expected.settled && actual.returned === expected.returned) continue;
    mismatches.push({
      key: `payout:${r.id}`,
      check: 'payouts',
      entityType: 'payout',
      entityId: r.id,
      message: `Payout ${r.id} is ${r.status} for ${paise(amount)}, but the ledger withdrew ${paise(actual.withdrawn)}, paid out ${paise(actual.settled)} and returned ${paise(actual.returned)}.`,
    });
  }
  return { check: 'payouts', checked: await countOf(db, sql`select count(*)::int as n from payouts`), mismatches };
}

/** Every payment in suspense was booked into it, and left it only by an operator's refund or apply. */
async function suspense(db: DbOrTx): Promise<CheckResult> {
  const rows = await rowsOf<{ id: string; status: string; amount: string; booked: string; out: string }>(
    db,
    sql`select s.id, s.status, s.amount_paise::text as amount,
      coalesce(sum(t.amount_paise) filter (where t.kind = 'suspense_in'), 0)::text as booked,
      coalesce(sum(t.amount_paise) filter (where t.kind in ('suspense_refund', 'suspense_funding', 'suspense_fee', 'suspense_gst')), 0)::text as out
    from suspense_items s
    left join ledger_transfers t on (t.ref_type = 'suspense_item' and t.ref_id = s.id)
      or t.idempotency_key in ('suspense_apply:' || s.id::text || ':escrow', 'suspense_apply:' || s.id::text || ':fee',
        'suspense_apply:' || s.id::text || ':gst')
    group by s.id
    having coalesce(sum(t.amount_paise) filter (where t.kind = 'suspense_in'), 0) <> s.amount_paise
      or coalesce(sum(t.amount_paise) filter (where t.kind in ('suspense_refund', 'suspense_funding', 'suspense_fee', 'suspense_gst')), 0)
        <> case when s.status = 'open' then 0 else s.amount_paise end
    limit ${MAX_MISMATCHES}`,
  );
  const mismatches: Mismatch[] = [];
  for (const r of rows) {
    const amount = BigInt(r.amount);
    const out = r.status === 'open' ? 0n : amount;
    if (BigInt(r.booked) === amount && BigInt(r.out) === out) continue;
    mismatches.push({
      key: `suspense:${r.id}`,
      check: 'suspense',
      entityType: 'suspense_item',
      entityId: r.id,
      message: `Payment ${r.id} of ${paise(amount)} in suspense (${r.status}) was booked in for ${paise(r.booked)} and out for ${paise(r.out)}.`,
    });
  }
  return { check: 'suspense', checked: await countOf(db, sql`select count(*)::int as n from suspense_items`), mismatches };
}

/** The holding accounts hold exactly what their records say is still on its way. */
async function holdingTotals(db: DbOrTx): Promise<CheckResult> {
  const [row] = await rowsOf<{
    refunds: string;
    refunds_open: string;
    suspense: string;
    suspense_open: string;
    payouts: string;
    payouts_open: string;
  }>(
    db,
    sql`select
      (select coalesce(sum(balance_paise), 0) from ledger_accounts where kind = 'refunds_pending')::text as refunds,
      (select coalesce(sum(amount_paise), 0) from payment_refunds where booked and status <> 'processed')::text as refunds_open,
      (select coalesce(sum(balance_paise), 0) from ledger_accounts where kind = 'suspense')::text as suspense,
      (select coalesce(sum(amount_paise), 0) from suspense_items where status = 'open')::text as suspense_open,
      (select coalesce(sum(balance_paise), 0) from ledger_accounts where kind = 'payouts_pending')::text as payouts,
      (select coalesce(sum(amount_paise), 0) from payouts where status in ('pending', 'processing'))::text as payouts_open`,
  );
  const pairs = [
    ['refunds_pending', 'Refunds pending', row?.refunds, row?.refunds_open, 'refunds not yet confirmed'],
    ['suspense', 'Suspense', row?.suspense, row?.suspense_open, 'payments waiting for an operator'],
    ['payouts_pending', 'Payouts pending', row?.payouts, row?.payouts_open, 'payouts not yet paid or failed'],
  ] as const;
  const mismatches: Mismatch[] = [];
  for (const [kind, label, balance, open, what] of pairs) {
    if (BigInt(balance ?? 0) === BigInt(open ?? 0)) continue;
    mismatches.push({
      key: `total:${kind}`,
      check: 'totals',
      entityType: 'ledger_account',
      entityId: kind,
      message: `${label} holds ${paise(balance ?? 0)} in the ledger, but the ${what} add up to ${paise(open ?? 0)}.`,
    });
  }
  return { check: 'totals', checked: pairs.length, mismatches };
}

/** Every check, in order; each reads with the caller's connection (a transaction gives one consistent snapshot). */
export async function runChecks(db: DbOrTx): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of [ledgerRules, captures, refunds, feeRefunds, payouts, suspense, holdingTotals]) results.push(await check(db));
  return results;
}
