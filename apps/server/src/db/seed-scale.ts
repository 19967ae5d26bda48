/**
 * `npm run seed:scale`: 500 brands with 10 campaigns each (5,000), 200 creators, and about 1,000,000 ledger
 * transfers, into DATABASE_URL (PostgreSQL) or the embedded PGlite folder. Set-based SQL, built in the database
 * with generate_series, in one transaction; the money rows come from the ledger module's own bulk
 * load (features/ledger/ledger-scale-load.ts; docs/decisions/013-campaigns.md), and the script checks the ledger's
 * invariants at the end.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { checkLedgerInvariants } from '../features/ledger/ledger-invariants';
import { ledgerScaleLoadStatements } from '../features/ledger/ledger-scale-load';
import { hashPassword } from '../lib/passwords';
import { openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';

export const SCALE = {
  brands: 500,
  campaignsPerBrand: 10,
  creators: 200,
  fundingsPerCampaign: 10,
  /** Scripts per funded campaign: each reserves money; the first `releasedScripts` are also released to a creator. */
  scripts: 115,
  releasedScripts: 105,
  fundingPaise: 500_000n,
  feePaise: 50_000n,
  gstPaise: 9_000n,
  scriptPaise: 40_000n,
  password: 'Scale-Brand-2026',
} as const;

/** Campaign i of each brand (0–9): two drafts, four active, then upcoming, paused, completed and archived. */
const STATUS_BY_INDEX = `(array['draft','draft','active','active','active','active','upcoming','paused','completed','archived'])[i + 1]::campaign_status`;

function statements(passwordHash: string): string[] {
  const S = SCALE;
  const budget = S.fundingPaise * BigInt(S.fundingsPerCampaign);
  const refund = budget - S.scriptPaise * BigInt(S.scripts);
  return [
    `set local work_mem = '64MB'`,
    `create temp table s_users on commit drop as
       select gen_random_uuid() as id, n, kind from generate_series(1, ${S.brands}) n, (values ('brand')) k(kind)
       union all select gen_random_uuid(), n, 'creator' from generate_series(1, ${S.creators}) n`,
    `insert into users (id, email, name, user_type, password_hash, email_verified_at, created_at, updated_at)
       select id, format('scale-%s-%s@amplio.test', kind, lpad(n::text, 4, '0')), format('Scale %s %s', initcap(kind), n), kind::user_type,
         '${passwordHash}', now(), now() - interval '400 days', now() - interval '400 days' from s_users`,
    `create temp table s_brands on commit drop as
       select gen_random_uuid() as id, u.id as user_id, u.n from s_users u where kind = 'brand'`,
    `insert into brands (id, user_id, name, industry, website, created_at, updated_at)
       select id, user_id, format('Scale Brand %s', n), (array['technology','retail','food','travel','education'])[1 + n % 5], format('brand%s.example', n),
         now() - interval '400 days', now() - interval '400 days' from s_brands`,
    `create temp table s_campaigns on commit drop as
       select gen_random_uuid() as id, b.user_id, b.id as brand_id, b.n as b, i, ${STATUS_BY_INDEX} as status,
         now() - ((b.n * 10 + i) % 360) * interval '1 day' - (b.n % 1440) * interval '1 minute' as created_at
       from s_brands b, generate_series(0, ${S.campaignsPerBrand - 1}) i`,
    `insert into campaigns (id, user_id, brand_id, product_name, description, key_features, platform, video_style, marketing_objective,
         target_audience, tags, start_date, end_date, compensation_paise, budget_paise, price_cap_paise, usage_rights, status,
         published_at, completed_at, archived_at, created_at, updated_at)
       select id, user_id, brand_id,
         format('%s %s-%s', (array['Glow Serum','Trail Sneakers','Cold Brew','Smart Bottle','Yoga Mat','Masala Chai','Desk Lamp'])[1 + (b + i) % 7], b, i),
         'Show the product in your everyday routine.', array['Made in India','Free delivery'],
         case i % 3 when 0 then array['instagram','youtube'] when 1 then array['tiktok'] else array['facebook','instagram'] end,
         'Review', (array['brand_awareness','sales','engagement','traffic','app_installs','video_views','lead_generation'])[1 + i % 7]::marketing_objective,
         'Urban 18-34 year olds', array['scale'],
         case when status = 'upcoming' then current_date + 5 when status in ('completed','archived') then current_date - 60 else current_date - 10 end,
         case when status = 'upcoming' then current_date + 35 when status in ('completed','archived') then current_date - 10 else current_date + 20 end,
         40000, ${budget}, 200000, 'organic_only', status,
         case when status <> 'draft' then created_at + interval '1 hour' end,
         case when status in ('completed','archived') then created_at + interval '50 days' end,
         case when status = 'archived' then created_at + interval '51 days' end,
         created_at, created_at
       from s_campaigns`,
    `create temp table s_funded on commit drop as
       select c.*, row_number() over (order by c.created_at, c.id) as c_ord, gen_random_uuid() as escrow_id
       from s_campaigns c where status <> 'draft'`,
    `create temp table s_fundings on commit drop as
       select gen_random_uuid() as id, f.id as campaign_id, f.user_id, f.c_ord, k, f.created_at + interval '1 hour' + k * interval '1 minute' as at
       from s_funded f, generate_series(0, ${S.fundingsPerCampaign - 1}) k`,
    `insert into fundings (id, brand_user_id, campaign_id, status, amount_paise, platform_fee_paise, gst_paise, total_paise, platform_fee_bps, gst_bps,
         currency, provider, provider_checkout_id, provider_payment_id, idempotency_key, created_at, captured_at, updated_at)
       select id, user_id, campaign_id, 'captured', ${S.fundingPaise}, ${S.feePaise}, ${S.gstPaise}, ${S.fundingPaise + S.feePaise + S.gstPaise}, 1000, 1800,
         'INR', 'sandbox', 'order_scale_' || replace(id::text, '-', ''), 'pay_scale_' || replace(id::text, '-', ''), 'scale-' || id, at, at, at
       from s_fundings`,
    `create temp table s_creators on commit drop as
       select id, row_number() over (order by n) - 1 as idx, gen_random_uuid() as wallet_id from s_users where kind = 'creator'`,
    `create temp table s_scripts on commit drop as
       select f.id as campaign_id, f.escrow_id, f.c_ord, s, gen_random_uuid() as script_id, gen_random_uuid() as account_id,
         w.wallet_id, f.created_at + interval '2 hours' + s * interval '10 minutes' as at
       from s_funded f cross join generate_series(0, ${S.scripts - 1}) s join s_creators w on w.idx = (f.c_ord * ${S.scripts} + s) % ${S.creators}`,
    ...ledgerScaleLoadStatements({ scale: S, budgetPaise: budget, refundPaise: refund }),
    `insert into payment_refunds (funding_id, campaign_id, amount_paise, status, idempotency_key, provider_refund_id, created_at, processed_at)
       select ref_id, campaign_id, amount, 'processed', key, 'rfnd_scale_' || replace(ref_id::text, '-', ''), at, at from s_transfers where kind = 'escrow_refund'`,
  ];
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
    const started = performance.now();
    const hash = await hashPassword(SCALE.password);
    await db.transaction(async (tx) => {
      for (const statement of statements(hash)) {
        const t0 = performance.now();
        await tx.execute(sql.raw(statement));
        if (process.env.SEED_SCALE_VERBOSE)
          console.log(`${Math.round(performance.now() - t0)} ms  ${statement.slice(0, 60).replace(/\s+/g, ' ')}`);
      }
    });
    const seeded = performance.now();
    await db.execute(sql`analyze`);
    const counts = (await db.execute(
      sql`select (select count(*) from campaigns)::int as campaigns, (select count(*) from brands)::int as brands, (select count(*) from ledger_transfers)::int as transfers`,
    )) as unknown as { rows: { campaigns: number; brands: number; transfers: number }[] };
    await checkLedgerInvariants(db);
    console.log(
      `Seeded on ${database.kind} in ${((seeded - started) / 1000).toFixed(1)} s; ledger invariants hold (checked in ${((performance.now() - seeded) / 1000).toFixed(1)} s).`,
    );
    console.log(`Totals now: ${JSON.stringify(counts.rows[0])}. Sign in as scale-brand-0001@amplio.test / ${SCALE.password}.`);
  } finally {
    await database.close();
  }
}

await main();
