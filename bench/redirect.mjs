// Load benchmark for tracked links (issue 27 §2, decision 049): GET /r/{code} under load, against the goal p99 ≤ 5 ms.
// Every request is a counted click (a browser user agent from one address: the path measured is the real one, a cache
// hit, the bot check, SHA-256 of address and user agent, a Map update). The 5 s batch flushes run inside the round.
// It runs the app from source (node --import tsx) on a fresh PostgreSQL database it creates and migrates, inserts one
// brand, campaign, creator and link, then loads /r/{code} with autocannon, and /healthz for comparison.
// BENCH_PG (default postgres://root@127.0.0.1:5432), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
// BENCH_PORT (default 3215). Results go to bench/results/redirect.{json,md}.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { load, machine, migratedBenchDatabase, root, waitFor, writeResults } from './lib.mjs';

const PG = (process.env.BENCH_PG ?? 'postgres://root@127.0.0.1:5432').replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3215);
const GOAL_P99_MS = 5;
const dbName = `amplio_bench_redirect_${process.pid}`;

const { admin, databaseUrl, env, drop } = await migratedBenchDatabase({ server: PG, name: dbName });

let server;
try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const brand = randomUUID();
  const creator = randomUUID();
  const campaign = randomUUID();
  const code = 'benchLink01';
  await db.query(
    `insert into users (id, email, name, user_type, password_hash) values ($1, 'bench-brand@example.com', 'Bench brand', 'brand', 'x'), ($2, 'bench-creator@example.com', 'Bench creator', 'creator', 'x')`,
    [brand, creator],
  );
  await db.query(
    `insert into campaigns (id, user_id, product_name, destination_url) values ($1, $2, 'Glow Serum', 'https://shop.example/glow?ref=bench')`,
    [campaign, brand],
  );
  await db.query(`insert into tracked_links (code, campaign_id, creator_id, created_at) values ($1, $2, $3, now())`, [
    code,
    campaign,
    creator,
  ]);
  await db.end();

  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/server'),
    env: { ...env, PORT: String(PORT), DATA_DIR: join('/tmp', `amplio-bench-redirect-${process.pid}`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/healthz`, server);

  const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const round = async (path) => {
    const opts = { url: `${base}${path}`, connections: CONNECTIONS, headers: { 'user-agent': browser } };
    const warm = await load(opts, 3); // warm-up
    const res = await load(opts, SECONDS);
    return {
      path,
      sent: warm.requests.total + res.requests.total,
      requests: res.requests.total,
      requestsPerSec: res.requests.average,
      latencyP50Ms: res.latency.p50,
      latencyP99Ms: res.latency.p99,
      latencyMaxMs: res.latency.max,
      errors: res.errors + res.timeouts,
      statuses: { '3xx': res['3xx'], '2xx': res['2xx'], '4xx': res['4xx'], '5xx': res['5xx'] },
    };
  };
  const redirect = await round(`/r/${code}`);
  const healthz = await round('/healthz');
  // Let the last batch flush (every 5 s), then read what was counted.
  await new Promise((r) => setTimeout(r, 6000));
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const counted = (
    await check.query(
      'select coalesce(sum(clicks), 0)::int as clicks, coalesce(sum(unique_clicks), 0)::int as unique from tracked_link_clicks',
    )
  ).rows[0];
  await check.end();

  const result = {
    machine: machine(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    goalP99Ms: GOAL_P99_MS,
    redirect,
    healthz,
    counted,
    meetsGoal: redirect.latencyP99Ms <= GOAL_P99_MS && redirect.errors === 0 && redirect.statuses['5xx'] === 0,
  };
  const md = [
    `# GET /r/{code} under load (${new Date().toISOString().slice(0, 10)})`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 3 s warm-up, app from source (tsx) on PostgreSQL, Node ${process.version}, load average ${result.machine.loadAverage.join(' ')}.`,
    '',
    '| path | req/s | p50 ms | p99 ms | max ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...[redirect, healthz].map(
      (r) => `| ${r.path} | ${Math.round(r.requestsPerSec)} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.latencyMaxMs} | ${r.errors} |`,
    ),
    '',
    `Goal: p99 ≤ ${GOAL_P99_MS} ms on the redirect — ${result.meetsGoal ? 'met' : 'NOT met'}. Clicks in the database after the last flush: ${counted.clicks} of the ${redirect.sent} redirects sent (warm-up included), ${counted.unique} unique (one address and user agent). The redirect is compared with /healthz, the app's cheapest route, in the same run: on a loaded machine the absolute latencies measure the queue, the difference measures the redirect.`,
  ].join('\n');
  writeResults('redirect', result, md);
  console.log(md);
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  await drop();
  await admin.end();
}
