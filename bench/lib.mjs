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

/**
 * A warm-up round, then the measured one: req/s, p50 and p99 latency, and anything that was not a 2xx. With `cpu`
 * (a function answering CPU seconds by process group so far, see cpuProbe), also the CPU each group spent per
 * request during the measured round, in µs.
 */
export async function measure(name, opts, { seconds, warmup = 3, cpu }) {
  if (warmup) await load(opts, warmup);
  const before = await cpu?.();
  const res = await load(opts, seconds);
  const after = await cpu?.();
  const result = {
    name,
    path: new URL(opts.url).pathname + new URL(opts.url).search,
    requestsPerSec: res.requests.average,
    latencyP50Ms: res.latency.p50,
    latencyP99Ms: res.latency.p99,
    errors: res.errors + res.timeouts,
    non2xx: res.non2xx,
  };
  if (before && after && res.requests.total > 0) {
    // Per process: a process that started during the round counts from zero (a new pooled connection's backend).
    const spent = (group) => [...after[group]].reduce((sum, [pid, s]) => sum + s - (before[group].get(pid) ?? 0), 0);
    result.cpuMicrosPerRequest = Object.fromEntries(
      Object.keys(after).map((group) => [group, Math.round((spent(group) * 1e6) / res.requests.total)]),
    );
  }
  return result;
}

/** User + system CPU seconds a process has used so far (fields 14 and 15 of /proc/<pid>/stat, in 1/100 s; Linux). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL server processes serving `databaseUrl` (the app's pooled connections), so a bench can count the
 * database's CPU for its own requests and not other databases' work.
 */
export async function databaseBackendPids(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds so far of each process of named groups: `{ app: () => [pid], postgres: () => databaseBackendPids(url) }`
 * (the pids are asked for at every reading, as a pool may replace its connections) → an async function answering
 * `{ app: Map(pid → s), postgres: Map(pid → s) }`.
 */
export const cpuProbe = (groups) => async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(groups).map(async ([name, pids]) => [name, new Map((await pids()).map((pid) => [pid, cpuSeconds(pid)]))]),
    ),
  );

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Rounds of the bare server, then every target in turn, each at `connections`; a target's ratio is taken against
 * the bare round just before it, so a neighbour's load moves both. Answers the median of each figure over the
 * rounds, the spread of the ratio and of p99, and every sample. `cpu` (optional) is passed to `measure`.
 */
export async function measureRounds({ bareUrl, targets, rounds, seconds, connections, goal, cpu, log = console.log }) {
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const warmup = r === 0 ? 3 : 1;
    const baseline = await measure('bare fastify hello-world', { url: bareUrl, connections }, { seconds, warmup });
    const measured = [];
    for (const t of targets) {
      measured.push(await measure(t.name, { url: t.url, headers: t.headers, connections }, { seconds, warmup, cpu }));
    }
    samples.push({ baseline, targets: judge(measured, baseline, goal) });
    log(
      `round ${r + 1}/${rounds}: bare ${Math.round(baseline.requestsPerSec)} req/s; ${samples
        .at(-1)
        .targets.map((t) => `${t.ratio}× p99 ${t.latencyP99Ms} ms`)
        .join('; ')}`,
    );
  }
  const summary = (pick) => {
    const picked = samples.map(pick);
    const cpuGroups = picked[0].cpuMicrosPerRequest ? Object.keys(picked[0].cpuMicrosPerRequest) : [];
    return {
      ...picked[0],
      requestsPerSec: median(picked.map((p) => p.requestsPerSec)),
      latencyP50Ms: median(picked.map((p) => p.latencyP50Ms)),
      latencyP99Ms: median(picked.map((p) => p.latencyP99Ms)),
      errors: picked.reduce((n, p) => n + p.errors, 0),
      non2xx: picked.reduce((n, p) => n + p.non2xx, 0),
      ...(cpuGroups.length
        ? { cpuMicrosPerRequest: Object.fromEntries(cpuGroups.map((g) => [g, median(picked.map((p) => p.cpuMicrosPerRequest[g]))])) }
        : {}),
    };
  };
  const baseline = summary((s) => s.baseline);
  const results = targets.map((_, i) => {
    const t = summary((s) => s.targets[i]);
    const ratios = samples.map((s) => s.targets[i].ratio);
    const p99s = samples.map((s) => s.targets[i].latencyP99Ms);
    const ratio = median(ratios);
    return {
      ...t,
      ratio,
      ratioSpread: [Math.min(...ratios), Math.max(...ratios)],
      p99Spread: [Math.min(...p99s), Math.max(...p99s)],
      meetsGoal: t.latencyP99Ms <= goal.p99Ms && ratio >= goal.ratio && t.errors + t.non2xx === 0,
    };
  });
  return { baseline, results, samples };
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

/** The markdown table of a bare-vs-app run, one row per target (with CPU per request when it was measured). */
export function loadTable({ connections, baseline, targets, goal }) {
  const withCpu = targets.some((t) => t.cpuMicrosPerRequest);
  const cpu = (t) => (t.cpuMicrosPerRequest ? ` ${t.cpuMicrosPerRequest.app} / ${t.cpuMicrosPerRequest.postgres} |` : ' |');
  return [
    `| target (${connections} connections, PostgreSQL) | req/s | p50 ms | p99 ms | × bare | errors | goal met |${withCpu ? ' CPU µs/req: app / PostgreSQL |' : ''}`,
    `|---|---|---|---|---|---|---|${withCpu ? '---|' : ''}`,
    `| ${baseline.name} | ${Math.round(baseline.requestsPerSec)} | ${baseline.latencyP50Ms} | ${baseline.latencyP99Ms} | 1 | ${baseline.errors + baseline.non2xx} | |${withCpu ? ' |' : ''}`,
    ...targets.map(
      (t) =>
        `| ${t.name} \`${t.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}\` | ${Math.round(t.requestsPerSec)} | ${t.latencyP50Ms} | ${t.latencyP99Ms} | ${t.ratio} | ${t.errors + t.non2xx} | ${t.meetsGoal ? 'yes' : 'no'} |${withCpu ? cpu(t) : ''}`,
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
