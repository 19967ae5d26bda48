/**
 * The ledger's bulk load for `npm run seed:scale` only: the set-based SQL that writes about 1,100,000 transfers and the
 * account rows they lead to, in the seed's transaction, where going through transfer() one call at a time would take
 * hours. It stays inside the ledger module, which alone writes money; the seed checks checkLedgerInvariants afterwards.
 *
 * It reads the seed's temp tables:
 * - s_funded (id, escrow_id, c_ord, status, ended_at): the published campaigns;
 * - s_fundings (id, campaign_id, c_ord, k, at, funding_paise, fee_paise, gst_paise): each captured funding;
 * - s_scripts (script_id, account_id, campaign_id, escrow_id, c_ord, s, wallet_id, amount, at, settle, settled_at,
 *   wallet_rank): each script, whose reservation of `amount` was settled by `settle` ('release' to the creator's
 *   wallet, 'refund' back to the escrow, or null while it is still reserved);
 * - s_creators (id, wallet_id): every creator's wallet;
 * - s_payout_moves (payout_id, creator_id, wallet_id, amount, kind, at, wallet_rank): withdrawals from a wallet to
 *   the creator's payouts pending, and the payout_settled (to the bank) or payout_failed (back to the wallet) after.
 * An ended campaign (completed or archived) has every reservation settled and refunds what is left to the brand,
 * through refunds pending, confirmed by the provider (refund_settled).
 *
 * Transfers get their sequence numbers per campaign, in campaign order; the moves that carry a `wallet_rank` (every
 * release into a wallet that also withdraws, and its payouts' moves) come after all of them, in that rank's order,
 * so that wallet's statement is in time order and its balance never goes below zero along the way.
 */
export interface LedgerScaleLoadInput {
  fundingsPerCampaign: number;
}

/** Transfers are ordered per campaign (campaign order × this + position) before they get their sequence numbers. */
const CAMPAIGN_SPAN = 1_000_000;
const ENDED = `f.status in ('completed', 'archived')`;

export function ledgerScaleLoadStatements(input: LedgerScaleLoadInput): string[] {
  const { fundingsPerCampaign } = input;
  if (fundingsPerCampaign * 3 >= CAMPAIGN_SPAN / 10) throw new Error('Too many fundings per campaign for the transfer order');
  const funded = `(f.funding_paise * ${fundingsPerCampaign})`;
  return [
    `insert into ledger_accounts (kind, owner_id) values ('external', null), ('platform_revenue', null), ('tax_payable', null), ('refunds_pending', null)
       on conflict on constraint ledger_accounts_kind_owner_unique do nothing`,
    `create index on s_scripts (campaign_id)`,
    // What each campaign's escrow holds at the end: funded, still reserved, released, and for an ended campaign the
    // refund of everything left.
    `create temp table s_escrows on commit drop as
       select f.id as campaign_id, f.escrow_id, f.c_ord, f.status, f.ended_at, gen_random_uuid() as refund_id,
         ${funded}::bigint as funded,
         coalesce(sum(s.amount) filter (where s.settle is null), 0)::bigint as reserved,
         coalesce(sum(s.amount) filter (where s.settle = 'release'), 0)::bigint as released,
         case when ${ENDED} then ${funded} - coalesce(sum(s.amount) filter (where s.settle = 'release'), 0) else 0 end::bigint as refunded
       from s_funded f left join s_scripts s on s.campaign_id = f.id
       group by f.id, f.escrow_id, f.c_ord, f.status, f.ended_at, f.funding_paise`,
    `create temp table s_pending on commit drop as
       select creator_id, gen_random_uuid() as account_id from (select distinct creator_id from s_payout_moves) m`,
    // Every transfer, in the order it happened: per campaign its fundings (escrow, fee, GST), then each script's
    // reservation, then the settlements (release or refund), then for an ended campaign the refund of what was left.
    `create temp table s_transfers on commit drop as
       with p as (
         select (select id from ledger_accounts where kind = 'external' and owner_id is null) as ext,
                (select id from ledger_accounts where kind = 'platform_revenue' and owner_id is null) as rev,
                (select id from ledger_accounts where kind = 'tax_payable' and owner_id is null) as tax,
                (select id from ledger_accounts where kind = 'refunds_pending' and owner_id is null) as rp,
                (select (coalesce(max(c_ord), 0) + 1) * ${CAMPAIGN_SPAN} from s_funded) as tail)
       select * from (
         select f.c_ord * ${CAMPAIGN_SPAN} + fu.k * 3 as ord, p.ext as debit, f.escrow_id as credit, fu.funding_paise as amount,
           'funding'::transfer_kind as kind, 'funding'::ledger_ref_type as ref_type, fu.id as ref_id, f.id as campaign_id,
           'funding:' || fu.id || ':escrow' as key, fu.at as at
           from s_fundings fu join s_funded f on f.id = fu.campaign_id, p
         union all
         select f.c_ord * ${CAMPAIGN_SPAN} + fu.k * 3 + 1, p.ext, p.rev, fu.fee_paise, 'platform_fee', 'funding', fu.id, null, 'funding:' || fu.id || ':fee', fu.at
           from s_fundings fu join s_funded f on f.id = fu.campaign_id, p
         union all
         select f.c_ord * ${CAMPAIGN_SPAN} + fu.k * 3 + 2, p.ext, p.tax, fu.gst_paise, 'gst', 'funding', fu.id, null, 'funding:' || fu.id || ':gst', fu.at
           from s_fundings fu join s_funded f on f.id = fu.campaign_id, p
         union all
         select s.c_ord * ${CAMPAIGN_SPAN} + ${CAMPAIGN_SPAN / 10} + s.s, s.escrow_id, s.account_id, s.amount, 'reservation', 'script', s.script_id,
           s.campaign_id, 'reservation:' || s.script_id, s.at from s_scripts s
         union all
         select coalesce(p.tail + s.wallet_rank, s.c_ord * ${CAMPAIGN_SPAN} + ${(CAMPAIGN_SPAN / 10) * 5} + s.s), s.account_id, s.wallet_id,
           s.amount, 'release', 'script', s.script_id, s.campaign_id, 'release:' || s.script_id, s.settled_at
           from s_scripts s, p where s.settle = 'release'
         union all
         select s.c_ord * ${CAMPAIGN_SPAN} + ${(CAMPAIGN_SPAN / 10) * 5} + s.s, s.account_id, s.escrow_id, s.amount, 'reservation_refund', 'script',
           s.script_id, s.campaign_id, 'reservation-refund:' || s.script_id, s.settled_at from s_scripts s where s.settle = 'refund'
         union all
         select f.c_ord * ${CAMPAIGN_SPAN} + ${CAMPAIGN_SPAN - 2}, f.escrow_id, p.rp, f.refunded, 'escrow_refund', 'funding',
           last.id, f.campaign_id, 'escrow_refund:' || last.id || ':0', f.ended_at + interval '1 minute'
           from s_escrows f join s_fundings last on last.campaign_id = f.campaign_id and last.k = ${fundingsPerCampaign - 1}, p
           where ${ENDED} and f.refunded > 0
         union all
         -- The provider confirmed each of those refunds: out of refunds pending, to the bank.
         select f.c_ord * ${CAMPAIGN_SPAN} + ${CAMPAIGN_SPAN - 1}, p.rp, p.ext, f.refunded, 'refund_settled', 'refund',
           f.refund_id, f.campaign_id, 'refund_settled:' || f.refund_id, f.ended_at + interval '2 minutes'
           from s_escrows f, p where ${ENDED} and f.refunded > 0
         union all
         select p.tail + m.wallet_rank,
           case m.kind when 'withdrawal' then m.wallet_id else pe.account_id end,
           case m.kind when 'withdrawal' then pe.account_id when 'payout_settled' then p.ext else m.wallet_id end,
           m.amount, m.kind::transfer_kind, 'payout', m.payout_id, null, m.kind || ':' || m.payout_id, m.at
           from s_payout_moves m join s_pending pe on pe.creator_id = m.creator_id, p
       ) t`,
    `create temp table s_legs on commit drop as
       select ord, debit as account_id, -amount as delta from s_transfers
       union all select ord, credit, amount from s_transfers`,
    `create temp table s_start on commit drop as
       select a.id as account_id, a.balance_paise as start from ledger_accounts a
       where a.kind in ('external','platform_revenue','tax_payable','refunds_pending') and a.owner_id is null`,
    `create temp table s_after on commit drop as
       select l.ord, l.account_id, l.delta,
         coalesce(st.start, 0) + sum(l.delta) over (partition by l.account_id order by l.ord rows unbounded preceding) as after
       from s_legs l left join s_start st on st.account_id = l.account_id`,
    `create index on s_after (ord)`,
    `analyze s_transfers`,
    `analyze s_after`,
    `create temp table s_totals on commit drop as select account_id, sum(delta) as total from s_legs group by account_id`,
    `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise, funded_paise, reserved_paise, released_paise, refunded_paise)
       select escrow_id, 'campaign_escrow', campaign_id, campaign_id, funded - reserved - released - refunded, funded, reserved, released, refunded
       from s_escrows`,
    `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise)
       select account_id, 'script_reservation', script_id, campaign_id, case when settle is null then amount else 0 end from s_scripts`,
    `insert into ledger_accounts (id, kind, owner_id, balance_paise)
       select c.wallet_id, 'creator_wallet', c.id, coalesce(t.total, 0) from s_creators c left join s_totals t on t.account_id = c.wallet_id`,
    `insert into ledger_accounts (id, kind, owner_id, balance_paise)
       select pe.account_id, 'payouts_pending', pe.creator_id, coalesce(t.total, 0) from s_pending pe left join s_totals t on t.account_id = pe.account_id`,
    `update ledger_accounts a set balance_paise = a.balance_paise + d.total, updated_at = now()
       from s_totals d
       where d.account_id = a.id and a.kind in ('external','platform_revenue','tax_payable','refunds_pending') and a.owner_id is null`,
    `insert into ledger_transfers (seq, debit_account_id, credit_account_id, amount_paise, kind, ref_type, ref_id, campaign_id, idempotency_key,
         debit_balance_after_paise, credit_balance_after_paise, created_at)
       overriding system value
       select (select coalesce(max(seq), 0) from ledger_transfers) + row_number() over (order by t.ord),
         t.debit, t.credit, t.amount, t.kind, t.ref_type, t.ref_id, t.campaign_id, t.key, d.after, c.after, t.at
       from s_transfers t
       join s_after d on d.ord = t.ord and d.account_id = t.debit and d.delta < 0
       join s_after c on c.ord = t.ord and c.account_id = t.credit and c.delta > 0
       order by t.ord`,
    `select setval(pg_get_serial_sequence('ledger_transfers', 'seq'), (select max(seq) from ledger_transfers))`,
  ];
}
