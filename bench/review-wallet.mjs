// Load benchmark, issue 13 §5: the brand's review list and the creator's wallet at scale, on PostgreSQL seeded by
// `npm run seed:scale` (over 100,000 submissions; scale-brand-0001 has about 3,300 of them; scale-creator-10000 has
// a 10,000-row payment history with payouts in every state), beside a bare Fastify hello-world in the same run.
// 32 connections, no pipelining. As in creator.mjs the servers take turns: each round measures the bare server and
// then every target, a target's ratio is taken against the bare round just before it, and the report gives the
// medians over the rounds with the spread. Each measured round also reads the CPU time of the app process and of
// the PostgreSQL backends serving the bench database (/proc, Linux), per request: what a call costs, which moves
// less than req/s on a machine shared with other work. Goal: p99 ≤ 25 ms and ≥ 0.25 × the bare req/s.
//
//   DATABASE_URL=postgres://… npm run db:migrate && DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/review-wallet.mjs
// BENCH_ROUNDS (default 3), BENCH_SECONDS per round (default 5), BENCH_PORT (app, default 3108; the bare server
// takes BENCH_PORT + 100), BENCH_BRAND, BENCH_CREATOR.
import {
  benchDatabaseUrl,
  cpuProbe,
  databaseBackendPids,
  loadTable,
  machine,
  measureRounds,
  signIn,
  startApp,
  startBare,
  waitFor,
  writeResults,
} from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3108);
const CONNECTIONS = 32;
const GOAL = { p99Ms: 25, ratio: 0.25 };
const PASSWORD = 'Scale-Brand-2026';
const BRAND = { role: 'brand', email: process.env.BENCH_BRAND ?? 'scale-brand-0001@amplio.test', password: PASSWORD };
const CREATOR = { role: 'creator', email: process.env.BENCH_CREATOR ?? 'scale-creator-10000@amplio.test', password: PASSWORD };

const databaseUrl = benchDatabaseUrl();
const bare = startBare(PORT + 100);
const app = startApp(PORT, { databaseUrl });
try {
  await waitFor(`${bare.base}/healthz`, bare.child);
  await waitFor(`${app.base}/healthz`, app.child);
  const brand = { cookie: (await signIn(app.base, BRAND)).cookie, accept: 'application/json' };
  const creator = { cookie: (await signIn(app.base, CREATOR)).cookie, accept: 'application/json' };
  const get = async (path, headers) => {
    const res = await fetch(`${app.base}${path}`, { headers });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  // What the bench reads, checked once: the brand's submissions and the creator's history are the big ones.
  const submissions = await get('/api/brands/creator-submissions', brand);
  const history = await get('/api/creator/payment-history', creator);
  const earnings = await get('/api/creator/earnings', creator);
  if (submissions.data.total < 1000 || history.total < 5000) {
    throw new Error(
      `The seeded accounts are small (${submissions.data.total} submissions, ${history.total} history rows): is this the scale seed?`,
    );
  }
  const middle = Math.ceil(history.last_page / 2);
  const targets = [
    { name: 'review: submissions, page 1', path: '/api/brands/creator-submissions', headers: brand },
    { name: 'review: pending submissions, page 1', path: '/api/brands/creator-submissions?status=pending', headers: brand },
    { name: 'wallet: payment history, page 1', path: '/api/creator/payment-history', headers: creator },
    { name: `wallet: payment history, middle page`, path: `/api/creator/payment-history?page=${middle}`, headers: creator },
    { name: 'wallet: payment history, last page', path: `/api/creator/payment-history?page=${history.last_page}`, headers: creator },
    { name: 'wallet: earnings', path: '/api/creator/earnings', headers: creator },
  ].map((t) => ({ ...t, url: `${app.base}${t.path}` }));
  for (const t of targets) await get(t.path, t.headers);

  const cpu = cpuProbe({ app: () => [app.child.pid], postgres: () => databaseBackendPids(databaseUrl) });

  const { baseline, results, samples } = await measureRounds({
    bareUrl: `${bare.base}/healthz`,
    targets,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    goal: GOAL,
    cpu,
  });
  const data = {
    brand: BRAND.email,
    brandSubmissions: submissions.data.total,
    brandCounts: submissions.counts,
    creator: CREATOR.email,
    historyRows: history.total,
    historyPages: history.last_page,
    earnings: { total: earnings.total_earnings, paid_out: earnings.paid_out, available: earnings.available_balance },
  };
  const result = {
    date: new Date().toISOString(),
    ...machine(),
    connections: CONNECTIONS,
    rounds: ROUNDS,
    secondsPerRound: SECONDS,
    method:
      'per round: the bare server, then each target; ratio against that round’s bare req/s; medians over rounds; CPU per request of the app process and of the PostgreSQL backends serving the bench database',
    data,
    goal: GOAL,
    baseline,
    targets: results,
    samples,
  };
  const table = [
    `Signed in as ${BRAND.email} (${data.brandSubmissions} submissions; pending ${data.brandCounts.pending}) and ${CREATOR.email} (${data.historyRows} payment-history rows, ${data.historyPages} pages of 20). ${ROUNDS} rounds of ${SECONDS} s per target, medians; ratio spread in brackets.`,
    '',
    loadTable({
      connections: CONNECTIONS,
      baseline,
      targets: results.map((t) => ({ ...t, ratio: `${t.ratio} (${t.ratioSpread.join('–')})` })),
      goal: GOAL,
    }),
    `Machine load average at the end: ${result.loadAverage.join(', ')} (2 CPUs, shared with the database and other work).`,
  ].join('\n');
  writeResults('review-wallet', result, table);
  console.log(table);
} finally {
  app.stop();
  bare.stop();
}
