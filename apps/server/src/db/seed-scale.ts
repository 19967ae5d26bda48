/**
 * `npm run seed:scale`: 500 brands with 10 campaigns each (5,000), 100,000 creators (SEED_SCALE_CREATORS) spread over
 * cities, languages and categories as a real marketplace's are (seed-scale-creators.ts), with self-reported social metrics,
 * about 155,000 scripts in every state of spec 3 §4 (over 100,000 of them submitted: the brands' review lists), a
 * creator with a 10,000-row payment history, and about 1,100,000 ledger transfers, into DATABASE_URL (PostgreSQL) or
 * the embedded PGlite folder. Set-based SQL, built in the database with generate_series, in one transaction; the
 * money rows come from the ledger module's own bulk load (features/ledger/ledger-scale-load.ts; docs/decisions/013,
 * 023, 026 and 027), and the script checks the ledger's invariants at the end.
 *
 * Every script reserves its price from its campaign's escrow, computed with the same computeDynamicPrice the server
 * uses for that creator's metrics and capped by the campaign's price cap; completed scripts released that money to
 * the creator's wallet, and closed ones (third rejection, abandoned, campaign ended) refunded it to the escrow.
 *
 * Two accounts are big on purpose, for the review and wallet benches: scale-brand-0001's campaigns hold
 * `heavyBrandScripts` scripts (a few thousand submissions to review), and the last creator (scale-creator-100000) has
 * `walletRows` payment-history rows: releases of completed jobs, withdrawals in every payout state, and the returns
 * of failed ones, with their payouts and status records.
 */
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { loadConfig } from '../config';
import { checkLedgerInvariants } from '../features/ledger/ledger-invariants';
import { ledgerScaleLoadStatements } from '../features/ledger/ledger-scale-load';
import { hashPassword } from '../lib/passwords';
import { type Database, openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';
import { creatorNameSql, creatorProfilesSql } from './seed-scale-creators';

export interface ScaleSize {
  brands: number;
  /** Ten campaigns per brand: two drafts, four active, then upcoming, paused, completed and archived. */
  creators: number;
  /** Fundings per published campaign (each one escrow, fee and GST transfer): the bulk of the ledger's rows. */
  fundingsPerCampaign: number;
  /** Scripts, spread over the active, paused, completed and archived campaigns (the wallet creator's come on top). */
  scripts: number;
  /** Of `scripts`, how many are on brand 1's seven scripted campaigns (the rest spread evenly over the others). */
  heavyBrandScripts: number;
  /** Payment-history rows (wallet transfers) of the last creator: releases, withdrawals and returned withdrawals. */
  walletRows: number;
}

/**
 * The default size; SEED_SCALE_CREATORS sets the creators alone, and SEED_SCALE_SMALL=1 a small marketplace around
 * them (50 brands, 5,000 scripts), for PGlite, whose one connection would take long over the full ledger.
 */
const SMALL = process.env.SEED_SCALE_SMALL === '1';
export const SCALE = {
  brands: SMALL ? 50 : 500,
  creators: Number(process.env.SEED_SCALE_CREATORS ?? 100_000),
  fundingsPerCampaign: SMALL ? 24 : 72,
  scripts: SMALL ? 5_000 : 150_000,
  heavyBrandScripts: SMALL ? 500 : 5_000,
  walletRows: SMALL ? 500 : 10_000,
} as const satisfies ScaleSize;

export const SCALE_TERMS = {
  campaignsPerBrand: 10,
  /** Each top-up of a campaign; brand 1's campaigns get larger ones, enough for their scripts (seedScale). */
  fundingPaise: 750_000n,
  /** The platform fee (10 %) and GST on it (18 %), as the payments feature computes them. */
  feeBps: 1_000n,
  gstBps: 1_800n,
  /** ₹400: what a campaign pays a creator with no metrics on its platforms. */
  compensationPaise: 40_000n,
  password: 'Scale-Brand-2026',
} as const;

/** Campaign i of each brand (0–9): two drafts, four active, then upcoming, paused, completed and archived. */
const STATUS_BY_INDEX = `(array['draft','draft','active','active','active','active','upcoming','paused','completed','archived'])[i + 1]::campaign_status`;
/** Price caps (paise) by campaign index: ₹2,000, ₹5,000 and ₹10,000, so prices spread below and at the cap. */
const PRICE_CAP_BY_INDEX = '(array[200000, 500000, 1000000])[1 + i % 3]';
const MAX_PRICE_CAP_PAISE = 1_000_000n;
/** Active (4), paused, completed and archived: the campaigns creators wrote scripts for. */
const SCRIPTED_CAMPAIGNS_PER_BRAND = 7;
/** Of the wallet creator's withdrawals (payout states; the rest are paid): the newest three wait for an operator,
 * the four before them are with the bank, and one in seven of the others failed and came back to the wallet. */
const WITHDRAWAL_SHARE = 0.42;
const PAYOUT_STATE_BY_J = (w: number) => `case when j > ${w - 3} then 'pending' when j > ${w - 7} then 'processing'
  when j % 7 = 3 then 'failed' else 'paid' end`;
const SCRIPT_PLATFORMS: CampaignPlatform[] = ['instagram', 'youtube', 'tiktok', 'facebook'];

/** Creator n's sign-in (1 is the first), numbered as wide as the seed's count. */
export const creatorEmail = (n: number, size: Pick<ScaleSize, 'creators'>) =>
  `scale-creator-${String(n).padStart(Math.max(5, String(size.creators).length), '0')}@amplio.test`;
/** The creator with `walletRows` payment-history rows: the last one. */
export const walletCreatorEmail = (size: Pick<ScaleSize, 'creators'>) => creatorEmail(size.creators, size);

/** A small deterministic generator (mulberry32), so every seed of the same size has the same creators. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface ScaleAccount {
  creator: number;
  platform: CampaignPlatform;
  followers: number | null;
  following: number | null;
  posts: number | null;
  avg_views: number | null;
  avg_likes: number | null;
  avg_comments: number | null;
  avg_shares: number | null;
  avg_saves: number | null;
  /** The price before the campaign's cap, in paise (the cap is applied in SQL per campaign). */
  price_paise: number;
}

/**
 * One to three social accounts per creator with self-reported metrics: followers log-uniform from 800 to 2,000,000,
 * views, likes, comments, shares and saves in plausible ratios; one account in 25 has no numbers yet (it prices at
 * the campaign's compensation). Prices come from computeDynamicPrice, the server's own function.
 */
export function scaleAccounts(creators: number): ScaleAccount[] {
  const next = random(20_260_601);
  const compensation = Number(SCALE_TERMS.compensationPaise) / 100;
  const accounts: ScaleAccount[] = [];
  for (let creator = 0; creator < creators; creator++) {
    const count = 1 + Math.floor(next() * 3);
    const first = Math.floor(next() * SCRIPT_PLATFORMS.length);
    for (let j = 0; j < count; j++) {
      const platform = SCRIPT_PLATFORMS[(first + j) % SCRIPT_PLATFORMS.length]!;
      const blank = next() < 0.04;
      const followers = Math.round(10 ** (2.9 + 3.4 * next()));
      const views = Math.round(followers * (0.05 + 0.55 * next()));
      const likes = Math.round(views * (0.03 + 0.09 * next()));
      const metrics = blank
        ? {
            followers: null,
            following: null,
            posts: null,
            avg_views: null,
            avg_likes: null,
            avg_comments: null,
            avg_shares: null,
            avg_saves: null,
          }
        : {
            followers,
            following: Math.round(50 + next() * Math.min(followers, 5_000)),
            posts: Math.round(20 + next() * 1_500),
            avg_views: views,
            avg_likes: likes,
            avg_comments: Math.round(likes * (0.02 + 0.08 * next())),
            avg_shares: Math.round(likes * (0.01 + 0.07 * next())),
            avg_saves: platform === 'youtube' ? 0 : Math.round(likes * (0.01 + 0.09 * next())),
          };
      const price = computeDynamicPrice({ platform, metrics, compensation, priceCap: null }).price;
      accounts.push({ creator, platform, ...metrics, price_paise: Math.round(price * 100) });
    }
  }
  return accounts;
}

/** The seed, statement by statement; the creators' social accounts arrive as one JSON document. */
function statements(size: ScaleSize, passwordHash: string, accountsJson: string, heavyFundingPaise: bigint): (string | SQL)[] {
  const T = SCALE_TERMS;
  const creatorDigits = Math.max(5, String(size.creators).length);
  /** Brand 1's campaigns, when it is the heavy one. */
  const heavyCampaign = (brandColumn: string) => (size.heavyBrandScripts > 0 ? `${brandColumn} = 1` : 'false');
  const withdrawals = Math.round(size.walletRows * WITHDRAWAL_SHARE);
  return [
    `set local work_mem = '64MB'`,
    `create temp table s_users on commit drop as
       select gen_random_uuid() as id, n, kind from generate_series(1, ${size.brands}) n, (values ('brand')) k(kind)
       union all select gen_random_uuid(), n, 'creator' from generate_series(1, ${size.creators}) n`,
    `insert into users (id, email, name, user_type, password_hash, email_verified_at, created_at, updated_at)
       select id, format('scale-%s-%s@amplio.test', kind, lpad(n::text, case kind when 'brand' then 4 else ${creatorDigits} end, '0')),
         case kind when 'creator' then ${creatorNameSql()} else format('Scale %s %s', initcap(kind), n) end, kind::user_type,
         '${passwordHash}', now(), now() - interval '400 days', now() - interval '400 days' from s_users`,
    `create temp table s_brands on commit drop as
       select gen_random_uuid() as id, u.id as user_id, u.n from s_users u where kind = 'brand'`,
    `insert into brands (id, user_id, name, industry, website, created_at, updated_at)
       select id, user_id, format('Scale Brand %s', n), (array['technology','retail','food','travel','education'])[1 + n % 5], format('brand%s.example', n),
         now() - interval '400 days', now() - interval '400 days' from s_brands`,
    // Issue 26 §1: the scale brands pay for Growth (15 active campaigns; each runs five), renewing in a month.
    `insert into brand_billing (user_id, plan, status, current_period_end, created_at, updated_at)
       select user_id, 'growth', 'active', now() + interval '30 days', now() - interval '400 days', now() from s_brands`,
    `create temp table s_campaigns on commit drop as
       select gen_random_uuid() as id, b.user_id, b.id as brand_id, b.n as b, i, ${STATUS_BY_INDEX} as status,
         case i % 3 when 0 then array['instagram','youtube'] when 1 then array['tiktok'] else array['facebook','instagram'] end as platform,
         ${PRICE_CAP_BY_INDEX}::bigint as price_cap_paise,
         case when ${heavyCampaign('b.n')} then ${heavyFundingPaise} else ${T.fundingPaise} end::bigint as funding_paise,
         now() - ((b.n * 10 + i) % 360) * interval '1 day' - (b.n % 1440) * interval '1 minute' - interval '3 days' as created_at
       from s_brands b, generate_series(0, ${T.campaignsPerBrand - 1}) i`,
    `insert into campaigns (id, user_id, brand_id, product_name, description, key_features, platform, video_style, marketing_objective,
         target_audience, tags, start_date, end_date, compensation_paise, budget_paise, price_cap_paise, usage_rights, status,
         published_at, completed_at, archived_at, created_at, updated_at)
       select id, user_id, brand_id,
         format('%s %s-%s', (array['Glow Serum','Trail Sneakers','Cold Brew','Smart Bottle','Yoga Mat','Masala Chai','Desk Lamp'])[1 + (b + i) % 7], b, i),
         'Show the product in your everyday routine.', array['Made in India','Free delivery'], platform,
         'Review', (array['brand_awareness','sales','engagement','traffic','app_installs','video_views','lead_generation'])[1 + i % 7]::marketing_objective,
         'Urban 18-34 year olds', array['scale'],
         case when status = 'upcoming' then current_date + 5 when status in ('completed','archived') then current_date - 60 else current_date - 10 end,
         case when status = 'upcoming' then current_date + 35 when status in ('completed','archived') then current_date - 10 else current_date + 20 end,
         ${T.compensationPaise}, funding_paise * ${size.fundingsPerCampaign}, price_cap_paise, 'organic_only', status,
         case when status <> 'draft' then created_at + interval '1 hour' end,
         case when status in ('completed','archived') then created_at + interval '2 days 12 hours' end,
         case when status = 'archived' then created_at + interval '2 days 13 hours' end,
         created_at, created_at
       from s_campaigns`,
    `create temp table s_funded on commit drop as
       select c.*, row_number() over (order by c.created_at, c.id) as c_ord, gen_random_uuid() as escrow_id,
         c.created_at + interval '1 hour' as published_at,
         case when c.status in ('completed','archived') then c.created_at + interval '2 days 12 hours' end as ended_at
       from s_campaigns c where status <> 'draft'`,
    `create temp table s_fundings on commit drop as
       select gen_random_uuid() as id, f.id as campaign_id, f.user_id, f.c_ord, k, f.created_at + interval '1 hour' + k * interval '10 seconds' as at,
         f.funding_paise, f.funding_paise * ${T.feeBps} / 10000 as fee_paise, f.funding_paise * ${T.feeBps} / 10000 * ${T.gstBps} / 10000 as gst_paise
       from s_funded f, generate_series(0, ${size.fundingsPerCampaign - 1}) k`,
    `insert into fundings (id, brand_user_id, campaign_id, status, amount_paise, platform_fee_paise, gst_paise, total_paise, platform_fee_bps, gst_bps,
         currency, provider, provider_checkout_id, provider_payment_id, idempotency_key, created_at, captured_at, updated_at)
       select id, user_id, campaign_id, 'captured', funding_paise, fee_paise, gst_paise, funding_paise + fee_paise + gst_paise, ${T.feeBps}, ${T.gstBps},
         'INR', 'sandbox', 'order_scale_' || replace(id::text, '-', ''), 'pay_scale_' || replace(id::text, '-', ''), 'scale-' || id, at, at, at
       from s_fundings`,
    // Creators: profile, wallet and social accounts with the metrics scaleAccounts() drew and their uncapped price.
    `create temp table s_creators on commit drop as
       select id, n, row_number() over (order by n) - 1 as idx, gen_random_uuid() as wallet_id from s_users where kind = 'creator'`,
    creatorProfilesSql(creatorDigits),
    sql`create temp table s_accounts on commit drop as
       select gen_random_uuid() as id, c.id as creator_id, a.*
       from json_to_recordset(${accountsJson}::json) as a(${sql.raw(
         'creator int, platform text, followers int, following int, posts int, avg_views int, avg_likes int, avg_comments int, avg_shares int, avg_saves int, price_paise bigint',
       )})
       join s_creators c on c.idx = a.creator`,
    `insert into social_accounts (id, user_id, platform, url, followers, following, posts, avg_views, avg_likes, avg_comments, avg_shares, avg_saves,
         metrics_source, metrics_updated_at, created_at, updated_at)
       select a.id, a.creator_id, a.platform,
         format('https://%s/scale_creator_%s', (array['instagram.com','youtube.com','tiktok.com','facebook.com'])[array_position(array['instagram','youtube','tiktok','facebook'], a.platform)], a.creator),
         a.followers, a.following, a.posts, a.avg_views, a.avg_likes, a.avg_comments, a.avg_shares, a.avg_saves,
         case when a.followers is not null then 'self_reported'::social_metrics_source end,
         case when a.followers is not null then now() - (a.creator % 90) * interval '1 day' end,
         now() - interval '300 days', now() - (a.creator % 90) * interval '1 day'
       from s_accounts a`,
    `create index on s_accounts (creator_id)`,
    // Scripts: on the campaigns a creator could have written for (active, paused, completed, archived), each creator
    // at most once per campaign among its open scripts. Brand 1's seven take `heavyBrandScripts` of them, the others
    // share the rest evenly. What happened to each (its "kind") spreads the statuses; money follows the kind.
    `create temp table s_script_campaigns on commit drop as
       select f.*, row_number() over (order by f.c_ord) - 1 as sc_ord, ${heavyCampaign('f.b')} as heavy,
         row_number() over (partition by ${heavyCampaign('f.b')} order by f.c_ord) - 1 as sc_idx
       from s_funded f where f.status in ('active','paused','completed','archived')`,
    // One slot per script: its campaign, its place on that campaign (s), a spread value (h) and its creator.
    `create temp table s_slots on commit drop as
       with n as (select count(*) filter (where heavy) as nh, count(*) filter (where not heavy) as nn from s_script_campaigns),
       k as (
         select k, true as heavy, k % n.nh as idx, k / n.nh as s from n, generate_series(0, ${size.heavyBrandScripts - 1}) k
         union all
         select k, false, (k - ${size.heavyBrandScripts}) % n.nn, (k - ${size.heavyBrandScripts}) / n.nn
         from n, generate_series(${size.heavyBrandScripts}, ${size.scripts - 1}) k)
       select c.sc_ord, k.s, k.h, (c.sc_ord * 29 + k.s) % ${size.creators} as creator_idx,
         case when c.status in ('completed','archived') then (case when k.h < 60 then 'completed' else 'ended' end)
           else (case when k.h < 30 then 'generated' when k.h < 50 then 'review_video' when k.h < 55 then 'review_post'
             when k.h < 67 then 'approved' when k.h < 75 then 'rejected' when k.h < 77 then 'script_rejected'
             when k.h < 81 then 'post_rejected' when k.h < 95 then 'completed' when k.h < 97 then 'rejected_closed' else 'abandoned' end) end as kind
       from (select k.*, (k.k * 37 + 11) % 100 as h from k) k
       join s_script_campaigns c on c.heavy = k.heavy and c.sc_idx = k.idx`,
    // The wallet creator (the last one): its withdrawals j = 1…W, each with its payout's final state.
    `create temp table s_withdrawals on commit drop as
       select j, ${PAYOUT_STATE_BY_J(withdrawals)} as state from generate_series(1, ${withdrawals}) j`,
    // …and enough completed jobs on top of its ordinary scripts that releases + withdrawals + returns = walletRows,
    // spread one or two per campaign after the campaign's other scripts.
    `insert into s_slots (sc_ord, s, h, creator_idx, kind)
       with t as (select count(*) as total from s_script_campaigns),
       last as (select sc_ord, max(s) as s from s_slots group by sc_ord),
       extra as (select greatest(0, ${size.walletRows - withdrawals}
         - (select count(*) from s_withdrawals where state = 'failed')
         - (select count(*) from s_slots where creator_idx = ${size.creators - 1} and kind = 'completed')) as n)
       select c.sc_ord, coalesce(last.s, -1) + 1 + j / t.total, 90, ${size.creators - 1}, 'completed'
       from extra, t, generate_series(0, (select n from extra) - 1) j
       join s_script_campaigns c on c.sc_ord = j % (select total from t)
       left join last on last.sc_ord = c.sc_ord`,
    `create temp table s_scripts on commit drop as
       select c.id as campaign_id, c.escrow_id, c.c_ord, c.user_id as brand_user_id, c.brand_id, c.b, c.i, c.platform as campaign_platforms,
         k.s, k.h, k.kind, gen_random_uuid() as script_id, gen_random_uuid() as account_id, cr.id as creator_id, cr.wallet_id,
         best.platform, least(coalesce(best.price_paise, ${T.compensationPaise}), c.price_cap_paise) as amount,
         least(c.published_at + k.s * case when c.heavy then interval '1 minute' else interval '7 minutes' end,
           coalesce(c.ended_at - interval '1 day', now() - interval '2 days')) as at,
         c.ended_at
       from s_slots k
       join s_script_campaigns c on c.sc_ord = k.sc_ord
       join s_creators cr on cr.idx = k.creator_idx
       left join lateral (
         select a.platform, a.price_paise from s_accounts a
         where a.creator_id = cr.id and a.platform = any(c.platform)
         order by a.price_paise desc, array_position(c.platform, a.platform) limit 1) best on true`,
    `alter table s_scripts add column settle text, add column settled_at timestamptz, add column wallet_rank bigint`,
    `update s_scripts set
       settle = case when kind = 'completed' then 'release' when kind in ('ended','rejected_closed','abandoned') then 'refund' end,
       settled_at = case kind when 'completed' then at + interval '20 hours' when 'rejected_closed' then at + interval '14 hours'
         when 'abandoned' then at + interval '2 hours' when 'ended' then ended_at end`,
    // The wallet creator's payouts: withdrawal j takes 90 % (whole rupees) of what was released since withdrawal j - 1,
    // two hours after the release it follows, so the wallet never goes below zero; it was sent to the bank an hour
    // later and paid or failed a day after that. One failure in two came straight from pending (the operator's).
    `create temp table s_wallet_releases on commit drop as
       select script_id, settled_at as at, amount, row_number() over (order by settled_at, script_id) as r,
         sum(amount) over (order by settled_at, script_id rows unbounded preceding) as released
       from s_scripts where creator_id = (select id from s_creators where idx = ${size.creators - 1}) and settle = 'release'`,
    `create temp table s_payouts on commit drop as
       with n as (select count(*) as r from s_wallet_releases),
       w as (select w.j, w.state, (w.j * n.r / ${withdrawals})::bigint as r, ((w.j - 1) * n.r / ${withdrawals})::bigint as r_before
         from s_withdrawals w, n)
       select gen_random_uuid() as id, w.j, w.state, cr.id as creator_id, cr.wallet_id, cr.n as creator_n,
         ((rel.released - coalesce(prev.released, 0)) * 9 / 1000) * 100 as amount,
         rel.at + interval '2 hours' as requested_at,
         case when w.state in ('processing','paid') or (w.state = 'failed' and w.j % 14 = 3) then rel.at + interval '3 hours' end as processing_at,
         case when w.state in ('paid','failed') then rel.at + interval '1 day 2 hours' end as done_at
       from w
       join s_wallet_releases rel on rel.r = w.r
       left join s_wallet_releases prev on prev.r = w.r_before
       join s_creators cr on cr.idx = ${size.creators - 1}`,
    // Every movement of the wallet creator's money in time order: wallet_rank orders its transfers (the ledger's load
    // gives them sequence numbers in that order, after every campaign's), so its statement reads like a real one.
    `create temp table s_payout_moves on commit drop as
       select p.id as payout_id, p.creator_id, p.wallet_id, p.amount, m.kind, m.at
       from s_payouts p, lateral (values ('withdrawal', p.requested_at),
         (case p.state when 'paid' then 'payout_settled' when 'failed' then 'payout_failed' end, p.done_at)) m(kind, at)
       where m.kind is not null`,
    `alter table s_payout_moves add column wallet_rank bigint`,
    `with ranked as (
       select 'script' as ref, script_id as id, at, 0 as o from s_wallet_releases
       union all select m.kind, m.payout_id, m.at, 1 from s_payout_moves m),
     ordered as (select ref, id, row_number() over (order by at, o, ref, id) as rank from ranked)
     update s_scripts s set wallet_rank = o.rank from ordered o where o.ref = 'script' and o.id = s.script_id`,
    `with ranked as (
       select 'script' as ref, script_id as id, at, 0 as o from s_wallet_releases
       union all select m.kind, m.payout_id, m.at, 1 from s_payout_moves m),
     ordered as (select ref, id, row_number() over (order by at, o, ref, id) as rank from ranked)
     update s_payout_moves m set wallet_rank = o.rank from ordered o where o.ref = m.kind and o.id = m.payout_id`,
    `insert into scripts (id, creator_id, campaign_id, brand_id, brand_user_id, platform, title, description, script, status, rejection_count,
         reserved_paise, script_rejected_remarks, rejected_remarks, rejected_post_remarks, rejected_at, video_path, video_mime_type, post_link,
         submitted_at, post_submitted_at, auto_approve_at, approved_at, completed_at, closed_at, closed_reason, created_at, updated_at)
       select s.script_id, s.creator_id, s.campaign_id, s.brand_id, s.brand_user_id, s.platform,
         format('Everyday review, take %s', s.s + 1), 'A 30-second review for the campaign.',
         format(E'[0:00-0:10] Intro: say hello and show the product.\\n[0:11-1:00] Demo: use it in your routine (script %s).\\n'
           '[1:01-1:30] Call to action: tell viewers where to buy.\\n[1:31-1:45] Closing: thank them and sign off.', s.s + 1),
         (case s.kind when 'generated' then 'Script Generated' when 'review_video' then 'In Review' when 'review_post' then 'In Review'
           when 'approved' then 'Approved' when 'rejected' then 'Rejected' when 'rejected_closed' then 'Rejected'
           when 'script_rejected' then 'Script Rejected' when 'post_rejected' then 'Post Rejected' when 'completed' then 'Completed'
           else 'Not Uploaded' end)::script_status,
         case s.kind when 'rejected' then 1 + s.h % 2 when 'rejected_closed' then 3 when 'script_rejected' then 1 else 0 end,
         s.amount,
         case when s.kind = 'script_rejected' then 'The script does not mention the free delivery.' end,
         case when s.kind in ('rejected','rejected_closed') then 'Please show the product label clearly.' end,
         case when s.kind = 'post_rejected' then 'The post is missing the campaign hashtag.' end,
         case when s.kind in ('rejected','rejected_closed','script_rejected') then s.at + interval '12 hours' end,
         case when s.kind not in ('generated','abandoned','ended') then '/api/files/' || gen_random_uuid() end,
         case when s.kind not in ('generated','abandoned','ended') then 'video/mp4' end,
         case when s.kind in ('review_post','post_rejected','completed') then
           format('https://www.%s/p/scale%s', (array['instagram.com','youtube.com','tiktok.com','facebook.com'])[
             coalesce(array_position(array['instagram','youtube','tiktok','facebook'], coalesce(s.platform, s.campaign_platforms[1])), 1)], s.s) end,
         case when s.kind in ('review_post','post_rejected','completed') then s.at + interval '16 hours'
           when s.kind not in ('generated','abandoned','ended') then s.at + interval '6 hours' end,
         case when s.kind in ('review_post','post_rejected','completed') then s.at + interval '16 hours' end,
         case when s.kind = 'review_post' then s.at + interval '16 hours' + interval '5 days'
           when s.kind = 'review_video' then s.at + interval '6 hours' + interval '5 days' end,
         case when s.kind in ('approved','review_post','post_rejected','completed') then s.at + interval '12 hours' end,
         case when s.kind = 'completed' then s.settled_at end,
         s.settled_at,
         (case s.kind when 'completed' then 'completed' when 'rejected_closed' then 'rejected' when 'abandoned' then 'abandoned'
           when 'ended' then 'campaign_ended' end)::script_closed_reason,
         s.at, coalesce(s.settled_at, s.at)
       from s_scripts s`,
    ...ledgerScaleLoadStatements({ fundingsPerCampaign: size.fundingsPerCampaign }),
    // The wallet creator's payouts as the wallet and the operator console leave them: UPI or (one in four) bank,
    // sent through the sandbox provider, paid with a UTR or failed with a reason; and each status it reached, once.
    `insert into payouts (id, creator_id, amount_paise, method, upi_id, account_number, account_holder_name, ifsc, status, provider,
         provider_payout_id, utr, failure_reason, idempotency_key, requested_at, processing_at, paid_at, failed_at, updated_at)
       select id, creator_id, amount, (case when j % 4 = 0 then 'bank' else 'upi' end)::payout_method,
         case when j % 4 <> 0 then format('scale.creator%s@okhdfc', creator_n) end,
         case when j % 4 = 0 then format('50100%s', lpad(creator_n::text, 7, '0')) end,
         case when j % 4 = 0 then format('Scale Creator %s', creator_n) end,
         case when j % 4 = 0 then 'HDFC0001234' end,
         state::payout_state, case when processing_at is not null then 'sandbox' end,
         case when processing_at is not null then 'pout_scale_' || replace(id::text, '-', '') end,
         case when state = 'paid' then format('SCALEUTR%s', lpad(j::text, 8, '0')) end,
         case when state = 'failed' and processing_at is not null then 'The bank returned the transfer: the account is closed.'
           when state = 'failed' then 'The payment details could not be verified.' end,
         format('scale-withdrawal-%s', j), requested_at, processing_at,
         case when state = 'paid' then done_at end, case when state = 'failed' then done_at end,
         coalesce(done_at, processing_at, requested_at)
       from s_payouts`,
    `insert into payout_status_events (payout_id, status, source, actor_user_id, data, occurred_at)
       select id, 'pending'::payout_state, 'creator'::payout_event_source, creator_id, '{}'::jsonb, requested_at from s_payouts
       union all
       select id, 'processing', 'operator', null,
         jsonb_build_object('provider', 'sandbox', 'provider_payout_id', 'pout_scale_' || replace(id::text, '-', '')), processing_at
       from s_payouts where processing_at is not null
       union all
       select id, 'paid', 'provider', null, jsonb_build_object('utr', format('SCALEUTR%s', lpad(j::text, 8, '0'))), done_at
       from s_payouts where state = 'paid'
       union all
       select p.id, 'failed', case when p.processing_at is not null then 'provider' else 'operator' end::payout_event_source, null,
         jsonb_build_object('reason', f.failure_reason), p.done_at
       from s_payouts p join payouts f on f.id = p.id where p.state = 'failed'`,
    `insert into payment_refunds (id, funding_id, campaign_id, amount_paise, status, idempotency_key, provider_refund_id, created_at, processed_at)
       select s.ref_id, e.ref_id, e.campaign_id, e.amount, 'processed', e.key, 'rfnd_scale_' || replace(e.ref_id::text, '-', ''), e.at, s.at
       from s_transfers e join s_transfers s on s.kind = 'refund_settled' and s.campaign_id = e.campaign_id
       where e.kind = 'escrow_refund'`,
  ];
}

export interface ScaleSeedResult {
  seconds: number;
  /** Each statement's time, for SEED_SCALE_VERBOSE. */
  timings: { ms: number; statement: string }[];
}

/** Writes the scale data in one transaction (nothing is left half-written when a statement fails). */
export async function seedScale(input: { database: Database; size?: ScaleSize; passwordHash: string }): Promise<ScaleSeedResult> {
  const size = input.size ?? SCALE;
  if (size.heavyBrandScripts > 0 && size.brands < 2) throw new Error('A heavy brand needs at least one other brand');
  // At most this many scripts on a campaign (the wallet creator's jobs come on top of the even spread), each at most
  // the highest price cap: the campaign's fundings must cover them, so no escrow goes below zero.
  const scriptedCampaigns = size.brands * SCRIPTED_CAMPAIGNS_PER_BRAND;
  const walletJobs = Math.ceil(size.walletRows / scriptedCampaigns);
  const heavyScripts = size.heavyBrandScripts > 0 ? SCRIPTED_CAMPAIGNS_PER_BRAND : 0;
  const perCampaign = Math.ceil((size.scripts - size.heavyBrandScripts) / (scriptedCampaigns - heavyScripts)) + walletJobs;
  const perHeavyCampaign = heavyScripts ? Math.ceil(size.heavyBrandScripts / heavyScripts) + walletJobs : 0;
  const funded = SCALE_TERMS.fundingPaise * BigInt(size.fundingsPerCampaign);
  if (BigInt(perCampaign) * MAX_PRICE_CAP_PAISE > funded || Math.max(perCampaign, perHeavyCampaign) > size.creators) {
    throw new Error(`${perCampaign} scripts per campaign need more creators or fundings than this size has`);
  }
  // Brand 1 tops its campaigns up in larger amounts (whole ₹1,000s), enough for its scripts at the highest cap.
  const heavyNeed =
    (BigInt(perHeavyCampaign) * MAX_PRICE_CAP_PAISE + BigInt(size.fundingsPerCampaign) - 1n) / BigInt(size.fundingsPerCampaign);
  const heavyFundingPaise = [SCALE_TERMS.fundingPaise, ((heavyNeed + 99_999n) / 100_000n) * 100_000n].reduce((a, b) => (a > b ? a : b));
  const accounts = JSON.stringify(scaleAccounts(size.creators));
  const started = performance.now();
  const timings: ScaleSeedResult['timings'] = [];
  await input.database.db.transaction(async (tx) => {
    for (const statement of statements(size, input.passwordHash, accounts, heavyFundingPaise)) {
      const t0 = performance.now();
      await tx.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
      const text = typeof statement === 'string' ? statement : 'create temp table s_accounts (from JSON)';
      timings.push({ ms: Math.round(performance.now() - t0), statement: text.slice(0, 70).replace(/\s+/g, ' ') });
    }
    // Each withdrawal follows a release of its own: fewer releases than withdrawals would drop some.
    const planned = (await tx.execute(
      sql`select (select count(*) from s_withdrawals)::int as planned, (select count(*) from s_payouts)::int as written`,
    )) as unknown as { rows: { planned: number; written: number }[] };
    const { planned: want, written } = planned.rows[0] ?? { planned: 0, written: 0 };
    if (want !== written)
      throw new Error(`The wallet creator got ${written} of ${want} withdrawals: give it more rows or fewer withdrawals`);
  });
  return { seconds: (performance.now() - started) / 1000, timings };
}

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite({ dataDir: config.dbDir });
  try {
    await runMigrations(database);
    const { db } = database;
    const existing = (await db.execute(
      sql`select count(*)::int as n from users where email like 'scale-brand-%@amplio.test'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    if ((existing.rows[0]?.n ?? 0) > 0) {
      console.log('The scale data is already there (scale-brand-…@amplio.test). Nothing to do.');
      return;
    }
    const result = await seedScale({ database, passwordHash: await hashPassword(SCALE_TERMS.password) });
    if (process.env.SEED_SCALE_VERBOSE) for (const t of result.timings) console.log(`${t.ms} ms  ${t.statement}`);
    const checked = performance.now();
    // Vacuum too, as autovacuum would soon: index-only scans (the review list's counts, the statement's counts) need
    // the visibility map of the new rows.
    await db.execute(sql`vacuum (analyze)`);
    // The search rows were rewritten once per social account by their triggers: compact them as a fresh import would be.
    await db.execute(sql`vacuum (full, analyze) creator_search, creator_search_platforms`);
    const counts = (await db.execute(
      sql`select (select count(*) from campaigns)::int as campaigns, (select count(*) from brands)::int as brands,
            (select count(*) from users where user_type = 'creator')::int as creators, (select count(*) from social_accounts)::int as social_accounts,
            (select count(*) from scripts)::int as scripts, (select count(*) from scripts where submitted_at is not null)::int as submissions,
            (select count(*) from scripts s join users u on u.id = s.brand_user_id
              where u.email = 'scale-brand-0001@amplio.test' and s.submitted_at is not null)::int as brand_0001_submissions,
            (select count(*) from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
              join users u on u.id = a.owner_id where a.kind = 'creator_wallet' and u.email = ${walletCreatorEmail(SCALE)})::int as wallet_rows,
            (select count(*) from payouts)::int as payouts, (select count(*) from ledger_transfers)::int as transfers`,
    )) as unknown as { rows: Record<string, number>[] };
    await checkLedgerInvariants(db);
    console.log(
      `Seeded on ${database.kind} in ${result.seconds.toFixed(1)} s; ledger invariants hold (analyze and check ${((performance.now() - checked) / 1000).toFixed(1)} s).`,
    );
    console.log(
      `Totals now: ${JSON.stringify(counts.rows[0])}. Sign in as scale-brand-0001@amplio.test, ${creatorEmail(1, SCALE)} or ${walletCreatorEmail(SCALE)} (the payment history) / ${SCALE_TERMS.password}.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
