// Creator search on PGlite (issue 23 §1): the five searches of bench/creator-search.mjs, one request at a time (PGlite
// has one connection), on the embedded database seeded with 10,000 creators around a small marketplace. Goal: p99 ≤
// 200 ms for each.
//
//   DATA_DIR=/tmp/amplio-pglite-scale SEED_SCALE_CREATORS=10000 SEED_SCALE_SMALL=1 npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_PGLITE_DATA_DIR=/tmp/amplio-pglite-scale node bench/creator-search-pglite.mjs
// BENCH_REQUESTS per search (default 40, after 5 to warm up), BENCH_PORT (default 3950).
import { spawn } from 'node:child_process';
import { APP_SECRET, machine, serverBundle, signIn, waitFor, writeResults } from './lib.mjs';
import { creatorSearches } from './creator-searches.mjs';

const dataDir = process.env.BENCH_PGLITE_DATA_DIR;
if (!dataDir) {
  console.error('Set BENCH_PGLITE_DATA_DIR to a DATA_DIR seeded with `SEED_SCALE_CREATORS=10000 SEED_SCALE_SMALL=1 npm run seed:scale`.');
  process.exit(1);
}
const requests = Number(process.env.BENCH_REQUESTS ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3950);
const goalP99Ms = 200;
const BRAND = { role: 'brand', email: 'scale-brand-0001@amplio.test', password: 'Scale-Brand-2026' };

const child = spawn(process.execPath, [serverBundle], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_SECRET,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/readyz`, child);
  const headers = { cookie: (await signIn(base, BRAND)).cookie, accept: 'application/json' };
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { creators, targets } = await creatorSearches(get);
  const rows = [];
  for (const t of targets) {
    const times = [];
    for (let i = 0; i < requests + 5; i++) {
      const t0 = performance.now();
      await get(t.path);
      if (i >= 5) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q) => Number(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1));
    rows.push({ name: t.name, path: t.path, p50Ms: at(0.5), p99Ms: at(0.99), meetsGoal: at(0.99) <= goalP99Ms });
    console.log(`${t.name}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  }
  const markdown = [
    '# Creator search on PGlite (issue 23 §1)',
    '',
    `${creators.toLocaleString('en')} creators in search, embedded PGlite, one request at a time, ${requests} requests per search after 5 to warm up (facet counts held for 5 s, as the app runs). Goal: p99 ≤ ${goalP99Ms} ms.`,
    '',
    '| search | p50 ms | p99 ms | goal met |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.p50Ms} | ${r.p99Ms} | ${r.meetsGoal ? 'yes' : 'no'} |`),
  ].join('\n');
  writeResults('creator-search-pglite', { date: new Date().toISOString(), ...machine(), creators, requests, goalP99Ms, rows }, markdown);
  console.log(markdown);
} finally {
  child.kill('SIGTERM');
}
