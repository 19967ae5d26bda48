// Load benchmark, issues 23 §1 and 22 §2: five typical creator searches of a brand at 32 connections on PostgreSQL
// seeded by `npm run seed:scale` (100,000 creators), against the floor and a bare Fastify hello-world in the same run.
// Goal: p99 ≤ 50 ms for each (issue 23), and ≥ 0.6 × the floor's req/s (issue 22).
//
//   DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/creator-search.mjs
// BENCH_ROUNDS (default 2), BENCH_SECONDS (default 5), BENCH_PORT (default 3940: +1 the floor, +2 the app counting
// facets per request, +3 the traced app, +100 the bare server).
//
// Creator search builds its SQL from the filters, so the floor cannot hold a copy of it: a traced app answers each
// search first, and the floor replays the statements and values it sent (bench/floor-server.mjs). Each search is
// measured twice: as the app runs (its facet counts held for 5 s per node and recounted behind the answer, decision
// 037), against the floor replaying a repeated search; and, one request at a time, with every request counting its
// facets itself (what a search no one made in the last 30 s costs), against the floor replaying a first search.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchDatabaseUrl,
  capturedStatements,
  cpuProbe,
  databaseBackendPids,
  machine,
  measureRounds,
  readsTable,
  signIn,
  startApp,
  startBare,
  startFloor,
  waitFor,
  writeResults,
} from './lib.mjs';
import { creatorSearches } from './creator-searches.mjs';

const BRAND = { role: 'brand', email: 'scale-brand-0001@amplio.test', password: 'Scale-Brand-2026' };
const connections = 32;
const goal = { p99Ms: 50, floorRatio: 0.6 };
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3940);
const databaseUrl = benchDatabaseUrl();
const dir = mkdtempSync(join(tmpdir(), 'amplio-search-'));
const traceFile = join(dir, 'app.jsonl');
const replayFile = join(dir, 'replay.json');
const started = [];
const start = (server) => {
  started.push(server);
  return server;
};

try {
  // 1. A traced app counting facets on every request answers each search: what it sent is the floor's cold replay,
  // and the same without the facet count (decision 037's `with found as` statement) its warm one.
  const traced = start(startApp(port + 3, { databaseUrl, traceFile, env: { PG_TRACE_VALUES: '1', CREATOR_SEARCH_FACETS_TTL_MS: '0' } }));
  await waitFor(`${traced.base}/readyz`, traced.child);
  const headers = { cookie: (await signIn(traced.base, BRAND)).cookie, accept: 'application/json' };
  const get = async (path) => {
    const res = await fetch(`${traced.base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { creators, targets } = await creatorSearches(get);
  const replay = {};
  for (const t of targets) {
    const sent = await capturedStatements({ base: traced.base, traceFile, path: t.path, headers });
    const isFacetCount = (statement) => /^\s*with found as \(/.test(statement.text);
    if (sent.filter(isFacetCount).length !== 1) throw new Error(`${t.name}: expected one facet count, got ${JSON.stringify(sent)}`);
    replay[`cold ${t.path}`] = sent;
    replay[`warm ${t.path}`] = sent.filter((statement) => !isFacetCount(statement));
  }
  writeFileSync(replayFile, JSON.stringify(replay));
  traced.stop();

  // 2. The bare server, the floor replaying those statements, the app as it runs, and the app counting facets per request.
  const bare = start(startBare(port + 100));
  const floor = start(startFloor(port + 1, { databaseUrl, env: { FLOOR_REPLAY_FILE: replayFile } }));
  const app = start(startApp(port, { databaseUrl }));
  const counting = start(startApp(port + 2, { databaseUrl, env: { CREATOR_SEARCH_FACETS_TTL_MS: '0' } }));
  for (const s of started.slice(1)) await waitFor(`${s.base}/healthz`, s.child);
  const cookie = {
    app: (await signIn(app.base, BRAND)).cookie,
    counting: (await signIn(counting.base, BRAND)).cookie,
  };
  const cpu = (pid) => cpuProbe({ server: () => [pid], postgres: () => databaseBackendPids(databaseUrl) });
  const runs = [];
  // Counting facets on every request is measured one request at a time: it is what one search no one made in the
  // last 30 s costs (its goal column judges one connection by the same p99), and 32 of them at once only measure a queue.
  for (const mode of [
    { label: `facets held (as the app runs), ${connections} connections`, server: app, cookie: cookie.app, replay: 'warm', connections },
    {
      label: 'facets counted per request, one request at a time',
      server: counting,
      cookie: cookie.counting,
      replay: 'cold',
      connections: 1,
    },
  ]) {
    // The floor checks the same session, so one cookie serves both; the header picks the floor's replay.
    const measured = targets.map((t) => ({
      ...t,
      headers: { cookie: mode.cookie, accept: 'application/json', 'x-floor-replay': mode.replay },
    }));
    const servers = [
      { label: 'app', base: mode.server.base, pid: mode.server.child.pid },
      { label: 'floor', base: floor.base, pid: floor.child.pid },
    ];
    const { baseline, results } = await measureRounds({
      bareUrl: `${bare.base}/healthz`,
      servers,
      targets: measured,
      rounds,
      seconds,
      connections: mode.connections,
      goal,
      cpu,
    });
    runs.push({
      mode: mode.label,
      connections: mode.connections,
      baseline,
      targets: results,
      table: readsTable({ connections: mode.connections, baseline, targets: results, goal, servers }),
    });
  }

  const result = { date: new Date().toISOString(), ...machine(), connections, rounds, secondsPerRound: seconds, creators, goal, runs };
  const markdown = [
    '# Creator search (issues 23 §1 and 22 §2)',
    '',
    `${creators.toLocaleString('en')} creators in search (\`seed:scale\`), signed in as ${BRAND.email}, PostgreSQL, ${rounds} rounds of ${seconds} s per server and search. Goal: p99 ≤ ${goal.p99Ms} ms (issue 23) and ≥ ${goal.floorRatio} × the floor (issue 22). The floor replays the statements and values a traced app sent for each search.`,
    '',
    ...runs.flatMap((run) => [`## ${run.mode}`, '', run.table, '']),
  ].join('\n');
  writeResults('creator-search', result, markdown);
  console.log(markdown);
} finally {
  for (const s of started) s.stop();
  setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500);
}
