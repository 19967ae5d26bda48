// Load benchmark, issue 12 §6: a seeded creator's discovery with prices (the campaign list, then one campaign's
// prices) and scripts list, on PostgreSQL seeded by `npm run seed:scale` (10,000 creators, 100,000 scripts, 5,000
// campaigns, ~1,000,000 transfers), beside a bare Fastify hello-world in the same run. 32 connections, no pipelining.
// Machines shared with other work make req/s swing, so the servers take turns: each round measures the bare server
// and then every target, and a target's ratio is taken against the bare round just before it; the report gives the
// median over the rounds and the spread. Goal: p99 ≤ 25 ms and ≥ 0.25 × the bare req/s.
//
//   DATABASE_URL=postgres://… npm run db:migrate && DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/creator.mjs
// BENCH_ROUNDS (default 3), BENCH_SECONDS per round (default 5), BENCH_CREATOR (default scale-creator-00001@amplio.test).
import { benchDatabaseUrl, loadTable, machine, measureRounds, signIn, startApp, startBare, waitFor, writeResults } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const GOAL = { p99Ms: 25, ratio: 0.25 };
const CREATOR = { role: 'creator', email: process.env.BENCH_CREATOR ?? 'scale-creator-00001@amplio.test', password: 'Scale-Brand-2026' };

const bare = startBare(3930);
const app = startApp(3931, { databaseUrl: benchDatabaseUrl() });
try {
  await waitFor(`${bare.base}/healthz`, bare.child);
  await waitFor(`${app.base}/healthz`, app.child);
  const { cookie } = await signIn(app.base, CREATOR);
  const headers = { cookie, accept: 'application/json' };
  const page = await (await fetch(`${app.base}/api/campaigns/active`, { headers })).json();
  const campaign = page.data.find((c) => c.my_prices.length > 0) ?? page.data[0];
  if (!campaign) throw new Error('No active campaign to price: is the database seeded?');
  const scripts = await (await fetch(`${app.base}/api/creator/scripts`, { headers })).json();
  const targets = [
    { name: 'discovery: active campaigns, page 1', url: `${app.base}/api/campaigns/active`, headers },
    {
      name: 'discovery: my prices for one campaign',
      url: `${app.base}/api/creator/social-links-with-pricing?campaign_id=${campaign.id}`,
      headers,
    },
    { name: 'scripts list', url: `${app.base}/api/creator/scripts`, headers },
  ];

  const { baseline, results, samples } = await measureRounds({
    bareUrl: `${bare.base}/healthz`,
    targets,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    goal: GOAL,
  });
  const result = {
    date: new Date().toISOString(),
    ...machine(),
    connections: CONNECTIONS,
    rounds: ROUNDS,
    secondsPerRound: SECONDS,
    method: 'per round: the bare server, then each target; ratio against that round’s bare req/s; medians over rounds',
    creator: CREATOR.email,
    creatorScripts: scripts.data.length,
    pricedCampaign: { id: campaign.id, prices: campaign.my_prices.length },
    goal: GOAL,
    baseline,
    targets: results,
    samples,
  };
  const table = [
    `Signed in as ${CREATOR.email} (${scripts.data.length} scripts; ${campaign.my_prices.length} prices on the priced campaign). ${ROUNDS} rounds of ${SECONDS} s per target, medians; ratio spread in brackets.`,
    '',
    loadTable({
      connections: CONNECTIONS,
      baseline,
      targets: results.map((t) => ({ ...t, ratio: `${t.ratio} (${t.ratioSpread.join('–')})` })),
      goal: GOAL,
    }),
    `Machine load average at the end: ${result.loadAverage.join(', ')} (2 CPUs, shared with the database).`,
  ].join('\n');
  writeResults('creator', result, table);
  console.log(table);
} finally {
  app.stop();
  bare.stop();
}
