// Load benchmark: the brand's campaign list, one campaign's details and the escrow summary, on PostgreSQL seeded by
// `npm run seed:scale` (5,000 campaigns, 500 brands, 1,000,000 transfers), beside a bare Fastify hello-world in the
// same run. 32 connections, no pipelining, a warm-up round each. Goal: p99 ≤ 25 ms and ≥ 0.25 × the bare req/s.
//
//   DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/campaigns.mjs
import { benchDatabaseUrl, judge, loadTable, machine, measure, signIn, startApp, startBare, waitFor, writeResults } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const GOAL = { p99Ms: 25, ratio: 0.25 };
const BRAND = { role: 'brand', email: 'scale-brand-0001@amplio.test', password: 'Scale-Brand-2026' };

const bare = startBare(3920);
const app = startApp(3921, { databaseUrl: benchDatabaseUrl() });
try {
  await waitFor(`${bare.base}/healthz`, bare.child);
  await waitFor(`${app.base}/healthz`, app.child);
  const { cookie } = await signIn(app.base, BRAND);
  const headers = { cookie, accept: 'application/json' };
  const list = await (await fetch(`${app.base}/api/brands/campaigns`, { headers })).json();
  const campaignId = list.data.find((c) => c.status === 'active')?.id ?? list.data[0].id;

  const run = (name, url, extra = {}) => measure(name, { url, connections: CONNECTIONS, ...extra }, { seconds: DURATION });
  const baseline = await run('bare fastify hello-world', `${bare.base}/healthz`);
  const targets = judge(
    [
      await run('campaign list', `${app.base}/api/brands/campaigns`, { headers }),
      await run('campaign details', `${app.base}/api/brands/campaigns/${campaignId}`, { headers }),
      await run('escrow summary', `${app.base}/api/brands/escrow`, { headers }),
    ],
    baseline,
    GOAL,
  );
  const result = {
    date: new Date().toISOString(),
    ...machine(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    goal: GOAL,
    baseline,
    targets,
  };
  const table = `${loadTable({ connections: CONNECTIONS, baseline, targets, goal: GOAL })} Machine load average at the end: ${result.loadAverage.join(', ')}.`;
  writeResults('campaigns', result, table);
  console.log(table);
} finally {
  app.stop();
  bare.stop();
}
