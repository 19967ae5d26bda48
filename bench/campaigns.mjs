// Load benchmark: the brand's campaign list, one campaign's details and the escrow summary, on PostgreSQL seeded by
// `npm run seed:scale` (5,000 campaigns, 500 brands, 1,000,000 transfers), beside a bare Fastify hello-world in the
// same run. 32 connections, no pipelining, a warm-up round each. Goal: p99 ≤ 25 ms and ≥ 0.25 × the bare req/s.
//
//   DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/campaigns.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const GOAL = { p99Ms: 25, ratio: 0.25 };
const root = new URL('..', import.meta.url).pathname;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database seeded with `DATABASE_URL=… npm run seed:scale`.');
  process.exit(1);
}
const bundle = process.env.BENCH_SERVER_BUNDLE ?? join(root, 'apps/server/dist/server.mjs');
const BRAND = { email: 'scale-brand-0001@amplio.test', password: 'Scale-Brand-2026' };

function load(opts, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, duration, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(name, opts) {
  await load(opts, 3);
  const res = await load(opts, DURATION);
  return {
    name,
    path: new URL(opts.url).pathname,
    requestsPerSec: res.requests.average,
    latencyP50Ms: res.latency.p50,
    latencyP99Ms: res.latency.p99,
    errors: res.errors + res.timeouts,
    non2xx: res.non2xx,
  };
}

const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/** Signs in like the browser: CSRF cookie first, then the JSON login; answers the Cookie header to send. */
async function signIn(base) {
  const first = await fetch(`${base}/sanctum/csrf-cookie`);
  const jar = new Map(cookiesOf(first).map((c) => c.split('=')));
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/brand/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')),
    },
    body: JSON.stringify(BRAND),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  for (const c of cookiesOf(res)) jar.set(...c.split('='));
  return header();
}

const bare = spawn(process.execPath, [join(root, 'bench/bare-server.mjs')], { env: { ...process.env, PORT: '3920' }, stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'amplio-bench-'));
const app = spawn(process.execPath, [bundle], {
  env: {
    ...process.env,
    PORT: '3921',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    DATABASE_URL: databaseUrl,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor('http://127.0.0.1:3920/healthz');
  await waitFor('http://127.0.0.1:3921/healthz');
  const base = 'http://127.0.0.1:3921';
  const cookie = await signIn(base);
  const headers = { cookie, accept: 'application/json' };
  const list = await (await fetch(`${base}/api/brands/campaigns`, { headers })).json();
  const campaignId = list.data.find((c) => c.status === 'active')?.id ?? list.data[0].id;

  const baseline = await measure('bare fastify hello-world', { url: 'http://127.0.0.1:3920/healthz' });
  const targets = [
    await measure('campaign list', { url: `${base}/api/brands/campaigns`, headers }),
    await measure('campaign details', { url: `${base}/api/brands/campaigns/${campaignId}`, headers }),
    await measure('escrow summary', { url: `${base}/api/brands/escrow`, headers }),
  ].map((t) => ({
    ...t,
    ratio: Number((t.requestsPerSec / baseline.requestsPerSec).toFixed(3)),
    meetsGoal: t.latencyP99Ms <= GOAL.p99Ms && t.requestsPerSec / baseline.requestsPerSec >= GOAL.ratio && t.errors + t.non2xx === 0,
  }));
  const loadAverage = loadavg().map((n) => Number(n.toFixed(1)));
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    goal: GOAL,
    baseline,
    targets,
  };
  writeFileSync(join(root, 'bench/results/campaigns.json'), `${JSON.stringify(result, null, 2)}\n`);
  const table = [
    `| target (${CONNECTIONS} connections, PostgreSQL) | req/s | p50 ms | p99 ms | × bare | errors | goal met |`,
    '|---|---|---|---|---|---|---|',
    `| ${baseline.name} | ${Math.round(baseline.requestsPerSec)} | ${baseline.latencyP50Ms} | ${baseline.latencyP99Ms} | 1 | ${baseline.errors + baseline.non2xx} | |`,
    ...targets.map(
      (t) =>
        `| ${t.name} \`${t.path.replace(/[0-9a-f-]{36}/, '{id}')}\` | ${Math.round(t.requestsPerSec)} | ${t.latencyP50Ms} | ${t.latencyP99Ms} | ${t.ratio} | ${t.errors + t.non2xx} | ${t.meetsGoal ? 'yes' : 'no'} |`,
    ),
    '',
    `Goal: p99 ≤ ${GOAL.p99Ms} ms and ≥ ${GOAL.ratio} × the bare server's req/s. Machine load average at the end: ${loadAverage.join(', ')}.`,
  ].join('\n');
  writeFileSync(join(root, 'bench/results/campaigns.md'), `${table}\n`);
  console.log(table);
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500);
}
