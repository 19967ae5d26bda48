// What the load benches share: starting the bare server and the built app, signing in like the browser, one
// measured autocannon round, and writing results to bench/results (or BENCH_RESULTS_DIR, to try a bench without
// replacing the recorded results).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;
export const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(root, 'bench/results');
export const serverBundle = process.env.BENCH_SERVER_BUNDLE ?? join(root, 'apps/server/dist/server.mjs');
export const APP_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/** The PostgreSQL database seeded by `npm run seed:scale`, or a clear exit. */
export function benchDatabaseUrl() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL database seeded with `DATABASE_URL=… npm run seed:scale`.');
    process.exit(1);
  }
  return url;
}

export async function waitFor(url, child) {
  for (let i = 0; i < 600 && (!child || child.exitCode === null); i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up${child ? ` (exit code ${child.exitCode})` : ''}`);
}

/** The bare Fastify hello-world on `port`. */
export function startBare(port) {
  const child = spawn(process.execPath, [join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The built app in production mode on `port`, on `databaseUrl` (PostgreSQL) or a fresh PGlite folder. */
export function startApp(port, { databaseUrl = '', env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'amplio-bench-'));
  const child = spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500);
    },
  };
}

export function load(opts, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ pipelining: 1, ...opts, duration }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** A warm-up round, then the measured one: req/s, p50 and p99 latency, and anything that was not a 2xx. */
export async function measure(name, opts, { seconds, warmup = 3 }) {
  if (warmup) await load(opts, warmup);
  const res = await load(opts, seconds);
  return {
    name,
    path: new URL(opts.url).pathname + new URL(opts.url).search,
    requestsPerSec: res.requests.average,
    latencyP50Ms: res.latency.p50,
    latencyP99Ms: res.latency.p99,
    errors: res.errors + res.timeouts,
    non2xx: res.non2xx,
  };
}

const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/**
 * Signs in like the browser: the CSRF cookie first, then the JSON login at `/{role}/login`. Answers the Cookie
 * header to send and the CSRF token for writes.
 */
export async function signIn(base, { role, email, password }) {
  const first = await fetch(`${base}/sanctum/csrf-cookie`);
  const jar = new Map(cookiesOf(first).map((c) => c.split('=')));
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/${role}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  for (const c of cookiesOf(res)) jar.set(...c.split('='));
  return { cookie: header(), csrf: decodeURIComponent(jar.get('XSRF-TOKEN')) };
}

/** Resident set size of a process in bytes (Linux). */
export function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) * 1024;
}

export const machine = () => ({ node: process.version, loadAverage: loadavg().map((n) => Number(n.toFixed(1))) });

export function writeResults(name, result, markdown) {
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${name}.md`), `${markdown}\n`);
}

/** The markdown table of a bare-vs-app run, one row per target. */
export function loadTable({ connections, baseline, targets, goal }) {
  return [
    `| target (${connections} connections, PostgreSQL) | req/s | p50 ms | p99 ms | × bare | errors | goal met |`,
    '|---|---|---|---|---|---|---|',
    `| ${baseline.name} | ${Math.round(baseline.requestsPerSec)} | ${baseline.latencyP50Ms} | ${baseline.latencyP99Ms} | 1 | ${baseline.errors + baseline.non2xx} | |`,
    ...targets.map(
      (t) =>
        `| ${t.name} \`${t.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}\` | ${Math.round(t.requestsPerSec)} | ${t.latencyP50Ms} | ${t.latencyP99Ms} | ${t.ratio} | ${t.errors + t.non2xx} | ${t.meetsGoal ? 'yes' : 'no'} |`,
    ),
    '',
    `Goal: p99 ≤ ${goal.p99Ms} ms and ≥ ${goal.ratio} × the bare server's req/s.`,
  ].join('\n');
}

/** Each target against the baseline: its ratio, and whether it meets the goal with no errors. */
export function judge(targets, baseline, goal) {
  return targets.map((t) => ({
    ...t,
    ratio: Number((t.requestsPerSec / baseline.requestsPerSec).toFixed(3)),
    meetsGoal: t.latencyP99Ms <= goal.p99Ms && t.requestsPerSec / baseline.requestsPerSec >= goal.ratio && t.errors + t.non2xx === 0,
  }));
}
