import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

/**
 * Every account with what its transfers say about it: one aggregate over each side of the transfers, and the latest
 * recorded balance from the (account, seq) indexes, so it stays fast on a million transfers.
 */
const ACCOUNT_FACTS = sql`
  with debits as (
    select debit_account_id as account_id, sum(amount_paise) as total,
      sum(amount_paise) filter (where kind = 'escrow_refund') as refunded_out,
      sum(amount_paise) filter (where kind = 'release') as released_out,
      count(*) filter (where kind in ('release', 'reservation_refund')) as settlements
    from ledger_transfers group by 1
  ), credits as (
    select credit_account_id as account_id, sum(amount_paise) as total,
      sum(amount_paise) filter (where kind in ('funding', 'suspense_funding')) as funded_in,
      count(*) filter (where kind = 'reservation') as reservations
    from ledger_transfers group by 1
  ), pending_refunds as (
    select t.campaign_id,
      sum(t.amount_paise) filter (where t.kind = 'escrow_refund') - coalesce(sum(t.amount_paise) filter (where t.kind = 'refund_settled'), 0) as total
    from ledger_transfers t join ledger_accounts p on p.id in (t.credit_account_id, t.debit_account_id) and p.kind = 'refunds_pending'
    where t.kind in ('escrow_refund', 'refund_settled') and t.campaign_id is not null group by 1
  )
  select a.id, a.kind, a.campaign_id, a.balance_paise::text as balance, a.funded_paise::text as funded,
    a.reserved_paise::text as reserved, a.released_paise::text as released, a.refunded_paise::text as refunded,
    a.refund_pending_paise::text as refund_pending, coalesce(r.total, 0)::text as pending_expected,
    (coalesce(c.total, 0) - coalesce(d.total, 0))::text as net, coalesce(c.funded_in, 0)::text as funded_in,
    coalesce(d.refunded_out, 0)::text as refunded_out, coalesce(d.released_out, 0)::text as released_out,
    coalesce(d.settlements, 0)::int as settlements, coalesce(c.reservations, 0)::int as reservations,
    (select l.after from (
       (select t.seq, t.debit_balance_after_paise as after from ledger_transfers t
         where t.debit_account_id = a.id order by t.seq desc limit 1)
       union all
       (select t.seq, t.credit_balance_after_paise from ledger_transfers t
         where t.credit_account_id = a.id order by t.seq desc limit 1)
     ) l order by l.seq desc limit 1)::text as last_after
  from ledger_accounts a
  left join debits d on d.account_id = a.id
  left join credits c on c.account_id = a.id
  left join pending_refunds r on a.kind = 'campaign_escrow' and r.campaign_id = a.campaign_id
  order by a.id`;

interface Facts {
  id: string;
  kind: string;
  campaign_id: string | null;
  balance: string;
  funded: string;
  reserved: string;
  released: string;
  refunded: string;
  refund_pending: string;
  pending_expected: string;
  net: string;
  funded_in: string;
  refunded_out: string;
  released_out: string;
  settlements: number;
  reservations: number;
  last_after: string | null;
}

function* violations(accounts: Facts[]): Generator<string> {
  let total = 0n;
  const reservedBy = new Map<string, bigint>();
  const releasedBy = new Map<string, bigint>();
  for (const a of accounts) {
    const balance = BigInt(a.balance);
    total += balance;
    if (a.kind !== 'external' && balance < 0n) yield `${a.kind} account ${a.id} has a negative balance of ${balance} paise`;
    if (balance !== BigInt(a.net)) yield `${a.kind} account ${a.id} holds ${balance} paise but its transfers sum to ${a.net}`;
    if (a.last_after !== null && BigInt(a.last_after) !== balance) {
      yield `${a.kind} account ${a.id} holds ${balance} paise but its latest transfer left it at ${a.last_after}`;
    }
    if (a.kind === 'script_reservation' && a.campaign_id) {
      if (a.settlements > 1) yield `reservation account ${a.id} was released or refunded ${a.settlements} times`;
      if (a.reservations > 1) yield `reservation account ${a.id} was funded ${a.reservations} times`;
      if (a.settlements > 0 && balance !== 0n) yield `reservation account ${a.id} still holds ${balance} paise after it was settled`;
      reservedBy.set(a.campaign_id, (reservedBy.get(a.campaign_id) ?? 0n) + balance);
      releasedBy.set(a.campaign_id, (releasedBy.get(a.campaign_id) ?? 0n) + BigInt(a.released_out));
    }
  }
  if (total !== 0n) yield `the balances sum to ${total} paise, not 0`;
  for (const e of accounts) {
    if (e.kind !== 'campaign_escrow' || !e.campaign_id) continue;
    const [funded, reserved, released, refunded] = [e.funded, e.reserved, e.released, e.refunded].map(BigInt) as bigint[];
    const expected = {
      funded: BigInt(e.funded_in),
      reserved: reservedBy.get(e.campaign_id) ?? 0n,
      released: releasedBy.get(e.campaign_id) ?? 0n,
      refunded: BigInt(e.refunded_out),
    };
    const agrees =
      funded === expected.funded &&
      reserved === expected.reserved &&
      released === expected.released &&
      refunded === expected.refunded &&
      BigInt(e.balance) === (funded as bigint) - (reserved as bigint) - (released as bigint) - (refunded as bigint);
    // Escrow refunds made before refunds pending existed went straight to external: they were never pending.
    if (BigInt(e.refund_pending) !== BigInt(e.pending_expected)) {
      yield `campaign ${e.campaign_id}'s escrow shows ${e.refund_pending} paise of refunds on their way, but its refunds ` +
        `sent and confirmed through refunds pending leave ${e.pending_expected}`;
    }
    if (!agrees) {
      yield `campaign ${e.campaign_id}'s escrow figures (funded ${funded}, reserved ${reserved}, released ${released}, ` +
        `refunded ${refunded}, available ${e.balance}) disagree with its transfers (funded ${expected.funded}, ` +
        `reserved ${expected.reserved}, released ${expected.released}, refunded ${expected.refunded})`;
    }
  }
}

/**
 * Throws a LedgerInvariantError naming the first broken rule: nothing but the external account is negative; each
 * balance equals its transfers and the balance its latest transfer recorded; a reservation is funded once and
 * settled at most once (and whole); the balances sum to zero; each escrow's figures agree with the transfers.
 */
export async function checkLedgerInvariants(db: DbOrTx): Promise<void> {
  const result = (await db.execute(ACCOUNT_FACTS)) as unknown as { rows: Facts[] };
  const first = violations(result.rows).next();
  if (!first.done) throw new LedgerInvariantError(`Ledger invariant broken: ${first.value}`);
}
