// Load benchmark for a campaign's report (issue 27 §3, decision 049): GET /api/brands/campaigns/{id}/report for a
// campaign with 1,000 creators and 30,000 post-metric reports, against the goal p99 ≤ 50 ms on PostgreSQL.
// It creates and migrates a fresh PostgreSQL database, seeds it in bulk SQL (generate_series, one transaction): one
// brand and one published campaign; 1,000 creators, each with a completed script whose reservation was funded,
// reserved and released through ledger accounts and transfers (funding, platform fee, GST, reservation, release);
// 30 reports per script (checkpoints 1, 7 and 30, ten each: nine questioned and answered by the next, the last live,
// accepted or pending; one script in three with its last day-30 report questioned and unanswered); a tracked link per
// creator with 30 days of clicks. Then it runs the app from source (node --import tsx), signs in as the brand and
// loads the report with autocannon at 10 and 32 connections. The report answers its totals, series and sources from the
// kept aggregates (migration 0053) and one page of 50 creators (decision 049, "Kept aggregates and a paged table");
// the seed writes reports and clicks straight into their tables, so it then runs the migration's own backfill
// statements to fill the kept aggregates, as they stood for reports made before the migration.
// BENCH_PG (default postgres://root@127.0.0.1:5432), BENCH_SECONDS (default 10), BENCH_PORT (default 3219),
// BENCH_KEEP=1 keeps the database (amplio_report_bench) for EXPLAIN. BENCH_LABEL (default "run"; the results keep one entry per label, e.g. "before" and "after").
// Results go to bench/results/report.{json,md}.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { load, machine, migratedBenchDatabase, resultsDir, root, signIn, waitFor, writeResults } from './lib.mjs';

const PG = (process.env.BENCH_PG ?? 'postgres://root@127.0.0.1:5432').replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3219);
const LABEL = process.env.BENCH_LABEL ?? 'run';
const GOAL_P99_MS = 50;
const CREATORS = 1000;
const REPORTS_PER_SCRIPT = 30;
const CLICK_DAYS = 30;
const PASSWORD = 'Report-Bench-2026';
const dbName = process.env.BENCH_KEEP ? 'amplio_report_bench' : `amplio_report_bench_${process.pid}`;

/** The seed, in one transaction. */
const seed = (passwordHash) => [
  `create temp table b_ids on commit drop as select gen_random_uuid() as brand_user, gen_random_uuid() as brand, gen_random_uuid() as campaign,
     gen_random_uuid() as funding, gen_random_uuid() as external, gen_random_uuid() as escrow, gen_random_uuid() as revenue, gen_random_uuid() as tax`,
  `insert into users (id, email, name, user_type, password_hash, email_verified_at, created_at, updated_at)
     select brand_user, 'report-bench-brand@amplio.test', 'Report Bench Brand', 'brand', '${passwordHash}', now(), now() - interval '90 days', now() from b_ids`,
  `insert into brands (id, user_id, name, industry, website, created_at, updated_at)
     select brand, brand_user, 'Report Bench Brand', 'retail', 'shop.example', now() - interval '90 days', now() from b_ids`,
  `insert into campaigns (id, user_id, brand_id, product_name, description, platform, video_style, marketing_objective, target_audience,
       start_date, end_date, compensation_paise, budget_paise, price_cap_paise, usage_rights, status, published_at, destination_url, created_at, updated_at)
     select campaign, brand_user, brand, 'Glow Serum', 'Show the product in your everyday routine.', array['instagram'], 'Review', 'sales',
       'Urban 18-34 year olds', current_date - 60, current_date + 30, 500000, ${CREATORS} * 500000, 500000, 'organic_only', 'active',
       now() - interval '60 days', 'https://shop.example/glow?ref=bench', now() - interval '61 days', now() from b_ids`,
  `create temp table b_creators on commit drop as
     select n, gen_random_uuid() as id, gen_random_uuid() as script, gen_random_uuid() as reservation, gen_random_uuid() as wallet,
       gen_random_uuid() as proof, now() - interval '45 days' + n * interval '1 minute' as completed_at
     from generate_series(1, ${CREATORS}) n`,
  `insert into users (id, email, name, user_type, password_hash, email_verified_at, created_at, updated_at)
     select id, format('report-bench-creator-%s@amplio.test', lpad(n::text, 4, '0')), format('Bench Creator %s', n), 'creator', 'x', now(),
       now() - interval '90 days', now() from b_creators`,
  `insert into creator_profiles (user_id, first_name, last_name, username, phone_country_code, phone_number, gender, date_of_birth, language,
       bio, address1, country, state, city, postal_code, timezone, categories, content_type, audience_size, terms_accepted_at)
     select id, 'Bench', format('Creator %s', n), format('bench_creator_%s', n), '+91', format('98%s', lpad(n::text, 8, '0')), 'female',
       '1998-01-01', 'English', 'I review skincare.', '1 MG Road', 'India', 'Karnataka', 'Bengaluru', '560001', 'Asia/Kolkata',
       array['beauty'], 'reviews', '10k-50k', now() - interval '90 days' from b_creators`,
  `insert into scripts (id, creator_id, campaign_id, brand_id, brand_user_id, platform, title, script, status, reserved_paise, post_link,
       submitted_at, post_submitted_at, approved_at, completed_at, closed_at, closed_reason, created_at, updated_at)
     select c.script, c.id, b.campaign, b.brand, b.brand_user, 'instagram', 'Everyday review', 'Say hello and show the product.', 'Completed',
       500000, format('https://www.instagram.com/p/bench%s', c.n), c.completed_at - interval '3 days', c.completed_at - interval '1 day',
       c.completed_at - interval '2 days', c.completed_at, c.completed_at, 'completed', c.completed_at - interval '4 days', c.completed_at
     from b_creators c, b_ids b`,
  `insert into fundings (id, brand_user_id, campaign_id, status, amount_paise, platform_fee_paise, gst_paise, total_paise, platform_fee_bps, gst_bps,
       currency, provider, provider_checkout_id, provider_payment_id, idempotency_key, created_at, captured_at, updated_at)
     select funding, brand_user, campaign, 'captured', ${CREATORS} * 500000, ${CREATORS} * 50000, ${CREATORS} * 9000, ${CREATORS} * 559000, 1000, 1800,
       'INR', 'sandbox', 'order_report_bench', 'pay_report_bench', 'report-bench-funding', now() - interval '60 days', now() - interval '60 days',
       now() - interval '60 days' from b_ids`,
];

/** The ledger as the money moved (funding, fee and GST in; a reservation per script out of escrow; each released), the reports and the clicks. */
const seedRest = () => [
  `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise)
     select external, 'external'::ledger_account_kind, null::uuid, null::uuid, -${CREATORS} * 559000 from b_ids
     union all select revenue, 'platform_revenue', null, null, ${CREATORS} * 50000 from b_ids
     union all select tax, 'tax_payable', null, null, ${CREATORS} * 9000 from b_ids
     on conflict on constraint ledger_accounts_kind_owner_unique do nothing`,
  // The platform accounts may exist already (made by the migrations); use whichever holds the kind.
  `update b_ids set external = (select id from ledger_accounts where kind = 'external'),
     revenue = (select id from ledger_accounts where kind = 'platform_revenue'), tax = (select id from ledger_accounts where kind = 'tax_payable')`,
  `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise, funded_paise, released_paise)
     select escrow, 'campaign_escrow', campaign, campaign, 0, ${CREATORS} * 500000, ${CREATORS} * 500000 from b_ids`,
  `insert into ledger_accounts (id, kind, owner_id, campaign_id, balance_paise)
     select c.reservation, 'script_reservation'::ledger_account_kind, c.script, b.campaign, 0 from b_creators c, b_ids b
     union all select c.wallet, 'creator_wallet', c.id, null, 500000 from b_creators c`,
  `insert into ledger_transfers (debit_account_id, credit_account_id, amount_paise, kind, ref_type, ref_id, campaign_id, idempotency_key,
       debit_balance_after_paise, credit_balance_after_paise, created_at)
     select external, escrow, ${CREATORS} * 500000, 'funding'::transfer_kind, 'funding'::ledger_ref_type, funding, campaign, 'report-bench:funding', -${CREATORS} * 500000,
       ${CREATORS} * 500000, now() - interval '60 days' from b_ids
     union all select external, revenue, ${CREATORS} * 50000, 'platform_fee', 'funding', funding, campaign, 'report-bench:fee', -${CREATORS} * 550000,
       ${CREATORS} * 50000, now() - interval '60 days' from b_ids
     union all select external, tax, ${CREATORS} * 9000, 'gst', 'funding', funding, campaign, 'report-bench:gst', -${CREATORS} * 559000,
       ${CREATORS} * 9000, now() - interval '60 days' from b_ids`,
  `insert into ledger_transfers (debit_account_id, credit_account_id, amount_paise, kind, ref_type, ref_id, campaign_id, idempotency_key,
       debit_balance_after_paise, credit_balance_after_paise, created_at)
     select b.escrow, c.reservation, 500000, 'reservation', 'script', c.script, b.campaign, format('script:%s:reserve', c.script),
       (${CREATORS} - c.n) * 500000, 500000, c.completed_at - interval '4 days' from b_creators c, b_ids b order by c.n`,
  `insert into ledger_transfers (debit_account_id, credit_account_id, amount_paise, kind, ref_type, ref_id, campaign_id, idempotency_key,
       debit_balance_after_paise, credit_balance_after_paise, created_at)
     select c.reservation, c.wallet, 500000, 'release', 'script', c.script, b.campaign, format('script:%s:release', c.script), 0, 500000,
       c.completed_at from b_creators c, b_ids b order by c.n`,
  `insert into stored_files (id, owner_user_id, purpose, storage_key, mime_type, size_bytes, original_name, created_at)
     select proof, id, 'post_metric_proof', format('bench/report/%s.webp', proof), 'image/webp', 40000, 'insights.webp', completed_at from b_creators`,
  // Report k (1…30) of each script: checkpoint 1, 7 or 30 by tens; within a checkpoint each report but the last is
  // questioned and answered by the next; the last is accepted (days 1, 7) or, on day 30, pending, accepted or (one
  // script in three) questioned and not yet answered.
  `create temp table b_reports on commit drop as
     select gen_random_uuid() as id, c.n, c.id as creator, c.script, c.proof, k, (array[1, 7, 30])[1 + (k - 1) / 10] as day,
       c.completed_at + ((array[1, 7, 30])[1 + (k - 1) / 10] + ((k - 1) % 10) * 0.1) * interval '1 day' as at,
       case when k % 10 <> 0 then 'questioned' when k < 30 then 'accepted' when c.n % 3 = 0 then 'questioned' when c.n % 3 = 1 then 'pending'
         else 'accepted' end as status,
       (1000 + c.n * 37 % 5000) * k as views
     from b_creators c, generate_series(1, ${REPORTS_PER_SCRIPT}) k`,
  `insert into post_metric_reports (id, script_id, campaign_id, creator_id, brand_user_id, checkpoint_day, source, views, likes, comments, shares,
       saves, reach, proof_file_id, status, question_reason, questioned_at, accepted_at, answers_report_id, reported_at, created_at, updated_at)
     select r.id, r.script, b.campaign, r.creator, b.brand_user, r.day, 'self_reported_with_proof', r.views, r.views / 10, r.views / 100,
       r.views / 200, r.views / 150, case when r.n % 2 = 0 then r.views * 3 / 4 end, r.proof, r.status::post_metric_status,
       case when r.status = 'questioned' then 'The screenshot does not show the views.' end,
       case when r.status = 'questioned' then r.at + interval '1 hour' end,
       case when r.status = 'accepted' then r.at + interval '1 hour' end,
       case when (r.k - 1) % 10 <> 0 then lag(r.id) over (partition by r.script order by r.k) end,
       r.at, r.at, r.at
     from b_reports r, b_ids b order by r.at`,
  `insert into tracked_links (code, campaign_id, creator_id, created_at)
     select format('bench%s', lpad(c.n::text, 6, '0')), b.campaign, c.id, c.completed_at from b_creators c, b_ids b`,
  `insert into tracked_link_clicks (code, day, clicks, unique_clicks)
     select format('bench%s', lpad(c.n::text, 6, '0')), current_date - d, 5 + (c.n * 7 + d * 13) % 40, (5 + (c.n * 7 + d * 13) % 40) * 2 / 3
     from b_creators c, generate_series(0, ${CLICK_DAYS - 1}) d`,
];

const { admin, databaseUrl, env, drop } = await migratedBenchDatabase({ server: PG, name: dbName });

let server;
try {
  const hashed = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--eval', `import('./src/lib/passwords.ts').then(async (m) => console.log(await m.hashPassword('${PASSWORD}')))`],
    { cwd: join(root, 'apps/server'), encoding: 'utf8' },
  );
  const passwordHash = hashed.stdout.trim();
  if (!passwordHash.startsWith('$argon2')) throw new Error(`password hash failed: ${hashed.stderr}`);

  const seedStarted = Date.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {});
  await db.connect();
  await db.query('begin');
  for (const statement of [...seed(passwordHash), ...seedRest()]) {
    await db.query(statement).catch(async (err) => {
      await db.end();
      throw new Error(`seed failed: ${err.message}\n${statement}`);
    });
  }
  // The kept aggregates, by the migration's backfill (everything after its "-- Backfill" line).
  const migration = readFileSync(join(root, 'apps/server/drizzle/0053_report_aggregates.sql'), 'utf8');
  const backfill = migration.slice(migration.indexOf('-- Backfill')).split('--> statement-breakpoint');
  for (const statement of backfill) await db.query(statement);
  await db.query('commit');
  await db.query('analyze');
  const counts = (
    await db.query(
      `select (select count(*) from scripts)::int as scripts, (select count(*) from post_metric_reports)::int as reports,
        (select json_object_agg(status, n) from (select status, count(*)::int as n from post_metric_reports group by status) s) as by_status,
        (select count(*) from tracked_link_clicks)::int as click_days, (select count(*) from post_metric_script_results)::int as kept_scripts,
        (select count(*) from post_metric_view_steps)::int as kept_view_steps, (select id::text from campaigns limit 1) as campaign`,
    )
  ).rows[0];
  await db.end();
  const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;
  console.log(`seeded in ${seedSeconds} s: ${JSON.stringify(counts)}`);

  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/server'),
    env: { ...env, PORT: String(PORT), DATA_DIR: join('/tmp', `amplio-bench-report-${process.pid}`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/healthz`, server);
  const { cookie } = await signIn(base, { role: 'brand', email: 'report-bench-brand@amplio.test', password: PASSWORD });
  const path = `/api/brands/campaigns/${counts.campaign}/report`;
  const headers = { cookie, accept: 'application/json' };
  const firstStarted = Date.now();
  const first = await fetch(`${base}${path}`, { headers });
  const body = await first.json();
  const firstMs = Date.now() - firstStarted;
  const again = Date.now();
  await fetch(`${base}${path}`, { headers }).then((res) => res.arrayBuffer());
  const secondMs = Date.now() - again;
  if (!first.ok) throw new Error(`report answered ${first.status}: ${JSON.stringify(body)}`);
  const size = {
    creators: body.data.creators.length,
    creatorsTotal: body.data.creators_page.total,
    views: body.data.totals.views,
    clicks: body.data.totals.clicks,
    reportsUsed: body.data.sources.post_metrics.reports_used,
    seriesDays: body.data.series.length,
    bytes: JSON.stringify(body).length,
    firstMs,
    secondMs,
  };
  console.log(`one request alone: ${firstMs} ms, then ${secondMs} ms`);

  const round = async (connections) => {
    const opts = { url: `${base}${path}`, connections, headers, timeout: 30 };
    await load(opts, 3); // warm-up
    const res = await load(opts, SECONDS);
    return {
      connections,
      requests: res.requests.total,
      requestsPerSec: res.requests.average,
      latencyP50Ms: res.latency.p50,
      latencyP99Ms: res.latency.p99,
      latencyMaxMs: res.latency.max,
      errors: res.errors + res.timeouts,
      non2xx: res.non2xx,
      loadAverage: machine().loadAverage,
    };
  };
  const rounds = [await round(10), await round(32)];
  const run = {
    label: LABEL,
    date: new Date().toISOString(),
    machine: machine(),
    seconds: SECONDS,
    seedSeconds,
    data: { ...counts, campaign: undefined },
    response: size,
    rounds,
    meetsGoal: rounds.every((r) => r.requests > 0 && r.latencyP99Ms <= GOAL_P99_MS && r.errors + r.non2xx === 0),
  };
  const file = join(resultsDir, 'report.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { runs: [] };
  const runs = [...previous.runs.filter((r) => r.label !== LABEL), run];
  const md = [
    '# GET /api/brands/campaigns/{id}/report under load',
    '',
    `Issue 27 §3's goal: p99 ≤ ${GOAL_P99_MS} ms on PostgreSQL for a campaign with ${CREATORS.toLocaleString('en')} creators and ${(CREATORS * REPORTS_PER_SCRIPT).toLocaleString('en')} metric reports (\`bench/report.mjs\`). autocannon, ${SECONDS} s per round after a 3 s warm-up, app from source (tsx) on PostgreSQL, signed in as the brand. Seed: 1,000 completed scripts released through the ledger; 30 reports each (checkpoints 1, 7, 30; questioned and answered, accepted, pending); a tracked link each with ${CLICK_DAYS} days of clicks.`,
    '',
    '| run | date | one request alone, ms | connections | req/s | p50 ms | p99 ms | max ms | errors | load average (1, 5, 15 min) | goal |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...runs.flatMap((r) =>
      r.rounds.map(
        (x) =>
          `| ${r.label} | ${r.date.slice(0, 16).replace('T', ' ')} | ${r.response.firstMs}, then ${r.response.secondMs} | ${x.connections} | ${Math.round(x.requestsPerSec)} | ${x.requests ? x.latencyP50Ms : 'none done'} | ${x.requests ? x.latencyP99Ms : '> 10,000'} | ${x.requests ? x.latencyMaxMs : ''} | ${x.errors + x.non2xx} | ${x.loadAverage.join(', ')} | ${x.requests > 0 && x.latencyP99Ms <= GOAL_P99_MS && x.errors + x.non2xx === 0 ? 'met' : 'not met'} |`,
      ),
    ),
    '',
    `Latest run (${LABEL}): seeded in ${seedSeconds} s (${JSON.stringify(run.data.by_status)}); the answer is ${size.bytes.toLocaleString('en')} bytes, ${size.creators} creator rows${size.creatorsTotal ? ` (one page of ${size.creatorsTotal})` : ''}, ${size.seriesDays} series days, ${size.reportsUsed} reports used. Node ${process.version}; the machine has 2 CPUs shared with the database and other work.`,
  ].join('\n');
  writeResults('report', { goalP99Ms: GOAL_P99_MS, runs }, md);
  console.log(md);
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  if (process.env.BENCH_KEEP) console.log(`kept ${databaseUrl}`);
  else await drop();
  await admin.end();
}
