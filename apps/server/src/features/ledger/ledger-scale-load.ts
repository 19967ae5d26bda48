/**
 * The ledger's bulk load for `npm run seed:scale` only: the set-based SQL that writes about 1,000,000 transfers and the
 * account rows they lead to, in the seed's transaction, where going through transfer() one call at a time would take
 * hours. It stays inside the ledger module, which alone writes money; the seed checks checkLedgerInvariants afterwards.
 * It reads the seed's temp tables s_funded, s_fundings, s_scripts and s_creators.
 */
export interface LedgerScaleLoadInput {
  scale: {
    fundingPaise: bigint;
    feePaise: bigint;
    gstPaise: bigint;
    scriptPaise: bigint;
    scripts: number;
    releasedScripts: number;
    fundingsPerCampaign: number;
  };
  budgetPaise: bigint;
  refundPaise: bigint;
}

export function ledgerScaleLoadStatements({ scale: S, budgetPaise: budget, refundPaise: refund }: LedgerScaleLoadInput): string[] {
  return [
    `insert into ledger_accounts (kind, owner_id) values ('external', null), ('platform_revenue', null), ('tax_payable', null)
       on conflict on constraint ledger_accounts_kind_owner_unique do nothing`,
    // Every transfer, in the order it happened: per campaign its fundings (escrow, fee, GST), then each script's
    // reservation and release, then for a finished campaign the refund of what no creator reserved.
    `create temp table s_transfers on commit drop as
       with p as (
         select (select id from ledger_accounts where kind = 'external' and owner_id is null) as ext,
                (select id from ledger_accounts where kind = 'platform_revenue' and owner_id is null) as rev,
                (select id from ledger_accounts where kind = 'tax_payable' and owner_id is null) as tax)
       select * from (
         select f.c_ord * 1000 + fu.k * 3 as ord, p.ext as debit, f.escrow_id as credit, ${S.fundingPaise}::bigint as amount, 'funding'::transfer_kind as kind,
           'funding'::ledger_ref_type as ref_type, fu.id as ref_id, f.id as campaign_id, 'funding:' || fu.id || ':escrow' as key, fu.at as at
           from s_fundings fu join s_funded f on f.id = fu.campaign_id, p
         union all
         select f.c_ord * 1000 + fu.k * 3 + 1, p.ext, p.rev, ${S.feePaise}, 'platform_fee', 'funding', fu.id, null, 'funding:' || fu.id || ':fee', fu.at
           from s_fundings fu join s_funded f on f.id = fu.campaign_id, p
         union all
         select f.c_ord * 1000 + fu.k * 3 + 2, p.ext, p.tax, ${S.gstPaise}, 'gst', 'funding', fu.id, null, 'funding:' || fu.id || ':gst', fu.at
           from s_fundings fu join s_funded f on f.id = fu.campaign_id, p
         union all
         select s.c_ord * 1000 + 100 + s.s * 2, s.escrow_id, s.account_id, ${S.scriptPaise}, 'reservation', 'script', s.script_id, s.campaign_id,
           'script:' || s.script_id || ':reserve', s.at from s_scripts s
         union all
         select s.c_ord * 1000 + 101 + s.s * 2, s.account_id, s.wallet_id, ${S.scriptPaise}, 'release', 'script', s.script_id, s.campaign_id,
           'script:' || s.script_id || ':release', s.at + interval '3 days' from s_scripts s where s.s < ${S.releasedScripts}
         union all
         select f.c_ord * 1000 + 999, f.escrow_id, p.ext, ${refund}, 'escrow_refund', 'funding',
           last.id, f.id, 'escrow_refund:' || last.id || ':0', f.created_at + interval '50 days'
           from s_funded f join s_fundings last on last.campaign_id = f.id and last.k = ${S.fundingsPerCampaign - 1}, p
           where f.status in ('completed', 'archived')
       ) t`,
    `create temp table s_legs on commit drop as
       select ord, debit as account_id, -amount as delta, kind from s_transfers
       union all select ord, credit, amount, kind from s_transfers`,
    `create temp table s_start on commit drop as
       select a.id as account_id, a.balance_paise as start from ledger_accounts a where a.kind in ('external','platform_revenue','tax_payable') and a.owner_id is null`,
    `create temp table s_after on commit drop as
       select l.ord, l.account_id, l.delta,
         coalesce(st.start, 0) + sum(l.delta) over (partition by l.account_id order by l.ord rows unbounded preceding) as after
       from s_legs l left join s_start st on st.account_id = l.account_id`,
    `create index on s_after (ord)`,
    `analyze s_transfers`,
    `analyze s_after`,
    `create temp table s_totals on commit drop as select account_id, sum(delta) as total from s_legs group by account_id`,
    `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise, funded_paise, reserved_paise, released_paise, refunded_paise)
       select f.escrow_id, 'campaign_escrow', f.id, f.id,
         ${budget} - ${S.scriptPaise * BigInt(S.scripts)} - case when f.status in ('completed','archived') then ${refund} else 0 end,
         ${budget}, ${S.scriptPaise * BigInt(S.scripts - S.releasedScripts)}, ${S.scriptPaise * BigInt(S.releasedScripts)},
         case when f.status in ('completed','archived') then ${refund} else 0 end
       from s_funded f`,
    `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise)
       select account_id, 'script_reservation', script_id, campaign_id, case when s < ${S.releasedScripts} then 0 else ${S.scriptPaise} end from s_scripts`,
    `insert into ledger_accounts (id, kind, owner_id, balance_paise)
       select c.wallet_id, 'creator_wallet', c.id, coalesce(t.total, 0) from s_creators c left join s_totals t on t.account_id = c.wallet_id`,
    `update ledger_accounts a set balance_paise = a.balance_paise + d.total, updated_at = now()
       from s_totals d
       where d.account_id = a.id and a.kind in ('external','platform_revenue','tax_payable') and a.owner_id is null`,
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
