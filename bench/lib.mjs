// What the load benches share: starting the bare server and the built app, signing in like the browser, one
// measured autocannon round, and writing results to bench/results (or BENCH_RESULTS_DIR, to try a bench without
// replacing the recorded results).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ensureBenchDependencies } from '../scripts/lib.mjs';

// autocannon is one of the benches' own packages (bench/package.json), installed into bench/node_modules on first use:
// a static import would be resolved before this install could run.
ensureBenchDependencies();
export const autocannon = (await import('autocannon')).default;

export const root = new URL('..', import.meta.url).pathname;
export const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(root, 'bench/results');
export const serverBundle = process.env.BENCH_SERVER_BUNDLE ?? join(root, 'apps/server/dist/server.mjs');
/** How many creators `npm run seed:scale` made (SEED_SCALE_CREATORS, 100,000 by default): their numbers' width. */
const SCALE_CREATORS = Number(process.env.SEED_SCALE_CREATORS ?? 100_000);
/** The scale seed's creator n (1 is the first; SCALE_CREATORS, the last, has the long payment history). */
export const scaleCreatorEmail = (n = SCALE_CREATORS) =>
  `scale-creator-${String(n).padStart(Math.max(5, String(SCALE_CREATORS).length), '0')}@amplio.test`;
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

/** `node --import bench/sql-trace.mjs`, writing every statement to `traceFile` (for the SQL check only). */
const traced = (traceFile) =>
  traceFile ? { args: ['--import', join(root, 'bench/sql-trace.mjs')], env: { PG_TRACE_FILE: traceFile } } : { args: [], env: {} };

/**
 * The floor (bench/floor-server.mjs) on `port`: bare Fastify and `pg` running the app's SQL for each hot read as
 * prepared statements, on `databaseUrl`. `traceFile`: record its statements (see sameSql); `env`, e.g. its
 * FLOOR_REPLAY_FILE.
 */
export function startFloor(port, { databaseUrl, traceFile, env = {} } = {}) {
  const trace = traced(traceFile);
  const child = spawn(process.execPath, [...trace.args, join(root, 'bench/floor-server.mjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, ...trace.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * The built app (`bundle`, default serverBundle) in production mode on `port`, on `databaseUrl` (PostgreSQL) or a
 * fresh PGlite folder. `traceFile`: record its statements (see sameSql).
 */
export function startApp(port, { databaseUrl = '', env = {}, bundle = serverBundle, traceFile } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'amplio-bench-'));
  const trace = traced(traceFile);
  const child = spawn(process.execPath, [...trace.args, bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      ...trace.env,
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
 * Rounds of: the bare server, then for each target every server in turn (the app, the floor, and any other, e.g. an
 * earlier build), starting with a different server each round so none always gets the quieter seconds. Each ratio
 * is taken within its round (a neighbour's load moves both sides), and the report gives the median of each figure
 * over the rounds with the spread of the ratios and of p99. `servers`: `[{ label, base, pid }]`, the first is the
 * one judged (the app); `cpu(pid)` (optional) answers a probe for cpuProbe-style readings of that server process
 * and the database's backends.
 */
export async function measureRounds({ bareUrl, servers, targets, rounds, seconds, connections, goal, cpu, log = console.log }) {
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const warmup = r === 0 ? 3 : 1;
    const baseline = await measure('bare fastify hello-world', { url: bareUrl, connections }, { seconds, warmup });
    const measured = [];
    for (const t of targets) {
      const byServer = {};
      for (let i = 0; i < servers.length; i++) {
        const s = servers[(i + r) % servers.length];
        const opts = { url: `${s.base}${t.path}`, headers: t.headers, connections };
        byServer[s.label] = await measure(t.name, opts, { seconds, warmup, cpu: cpu?.(s.pid) });
      }
      measured.push(byServer);
    }
    samples.push({ baseline, targets: measured });
    log(
      `round ${r + 1}/${rounds}: bare ${Math.round(baseline.requestsPerSec)} req/s; ${measured
        .map((m) => servers.map((s) => `${s.label} ${Math.round(m[s.label].requestsPerSec)}/${m[s.label].latencyP99Ms}ms`).join(' '))
        .join('; ')}`,
    );
  }
  const summary = (picked) => {
    const cpuGroups = picked[0].cpuMicrosPerRequest ? Object.keys(picked[0].cpuMicrosPerRequest) : [];
    return {
      ...picked[0],
      requestsPerSec: median(picked.map((p) => p.requestsPerSec)),
      latencyP50Ms: median(picked.map((p) => p.latencyP50Ms)),
      latencyP99Ms: median(picked.map((p) => p.latencyP99Ms)),
      p99Spread: [Math.min(...picked.map((p) => p.latencyP99Ms)), Math.max(...picked.map((p) => p.latencyP99Ms))],
      errors: picked.reduce((n, p) => n + p.errors, 0),
      non2xx: picked.reduce((n, p) => n + p.non2xx, 0),
      ...(cpuGroups.length
        ? { cpuMicrosPerRequest: Object.fromEntries(cpuGroups.map((g) => [g, median(picked.map((p) => p.cpuMicrosPerRequest[g]))])) }
        : {}),
    };
  };
  const ratio = (picked) => ({
    ratio: Number(median(picked).toFixed(3)),
    spread: [Number(Math.min(...picked).toFixed(3)), Number(Math.max(...picked).toFixed(3))],
  });
  const baseline = summary(samples.map((s) => s.baseline));
  const [judged] = servers;
  const results = targets.map((t, i) => {
    const per = Object.fromEntries(servers.map((s) => [s.label, summary(samples.map((x) => x.targets[i][s.label]))]));
    const versus = (label, other) => ratio(samples.map((x) => x.targets[i][label].requestsPerSec / other(x).requestsPerSec));
    const vsBare = Object.fromEntries(servers.map((s) => [s.label, versus(s.label, (x) => x.baseline)]));
    const vsFloor = Object.fromEntries(
      servers.filter((s) => s.label !== 'floor').map((s) => [s.label, versus(s.label, (x) => x.targets[i].floor)]),
    );
    const others = Object.fromEntries(servers.slice(2).map((s) => [s.label, versus(judged.label, (x) => x.targets[i][s.label])]));
    const app = per[judged.label];
    return {
      name: t.name,
      path: t.path,
      servers: per,
      vsBare,
      vsFloor,
      [`${judged.label}VsOthers`]: others,
      meetsGoal: app.latencyP99Ms <= goal.p99Ms && vsFloor[judged.label].ratio >= goal.floorRatio && app.errors + app.non2xx === 0,
    };
  });
  return { baseline, results, samples };
}

/**
 * The SQL check: every target once on a traced app and a traced floor (started with `traceFile`s), and the
 * statements each sent compared. The session lookup is the app's only statement that may be skipped (a cached
 * session), so session statements are compared apart: each the app sent must be one the floor sends. Job-queue
 * statements are not the request's. Answers the mismatches, [] when the floor runs exactly the app's SQL.
 */
export async function sameSql({ app, floor, targets }) {
  const isSession = (text) => /^(select .* from "sessions"|update "sessions")/.test(text);
  const isQueue = (text) => /pgboss|pg_listening_channels|pg_advisory/.test(text);
  const read = (file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).text)
      .filter((text) => !isQueue(text));
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const mismatches = [];
  const sessionTexts = { app: new Set(), floor: new Set() };
  for (const t of targets) {
    const sent = {};
    for (const [label, server] of [
      ['app', app],
      ['floor', floor],
    ]) {
      await settle();
      writeFileSync(server.traceFile, '');
      const res = await fetch(`${server.base}${t.path}`, { headers: t.headers });
      await res.arrayBuffer();
      if (!res.ok) mismatches.push(`${t.name}: the ${label} answered ${res.status}`);
      await settle();
      const texts = read(server.traceFile);
      for (const text of texts.filter(isSession)) sessionTexts[label].add(text);
      sent[label] = [...new Set(texts.filter((text) => !isSession(text)))].sort();
    }
    const onlyApp = sent.app.filter((x) => !sent.floor.includes(x));
    const onlyFloor = sent.floor.filter((x) => !sent.app.includes(x));
    if (onlyApp.length + onlyFloor.length > 0) {
      mismatches.push(`${t.name}: only the app sent ${JSON.stringify(onlyApp)}; only the floor sent ${JSON.stringify(onlyFloor)}`);
    }
  }
  for (const text of sessionTexts.app) {
    if (!sessionTexts.floor.has(text)) mismatches.push(`session: the floor never sends the app's ${JSON.stringify(text)}`);
  }
  return mismatches;
}

/** A statement of the session lookup or the job queue: not a read's own. */
const notTheRead = (text) => /^(select .* from "sessions"|update "sessions")|pgboss|pg_listening_channels|pg_advisory/.test(text);

/**
 * What a traced app (started with `traceFile` and PG_TRACE_VALUES=1) sent for one request of `path`: its own
 * statements with their values, without the session's and the job queue's.
 */
export async function capturedStatements({ base, traceFile, path, headers }) {
  await new Promise((r) => setTimeout(r, 300));
  writeFileSync(traceFile, '');
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  await new Promise((r) => setTimeout(r, 300));
  return readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((s) => !notTheRead(s.text))
    .map(({ text, values }) => ({ text, values }));
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

/** The markdown table of a run: per target the app against the floor and the bare server (and any other build). */
export function readsTable({ connections, baseline, targets, goal, servers }) {
  const [app, , ...others] = servers.map((s) => s.label);
  const withCpu = targets.some((t) => t.servers[app].cpuMicrosPerRequest);
  const cpu = (m) => (m.cpuMicrosPerRequest ? `${m.cpuMicrosPerRequest.server} / ${m.cpuMicrosPerRequest.postgres}` : '');
  const spread = (r) => `${r.ratio} (${r.spread.join('–')})`;
  const path = (t) => t.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
  return [
    `| hot read (${connections} connections, PostgreSQL) | app req/s | app p50 / p99 ms | floor req/s | floor p99 ms | × floor | × bare | goal met |${others.map((o) => ` ${o} req/s, p99 ms | app × ${o} |`).join('')}${withCpu ? ' CPU µs/req app / PG | floor / PG |' : ''}`,
    `|---|---|---|---|---|---|---|---|${others.map(() => '---|---|').join('')}${withCpu ? '---|---|' : ''}`,
    `| bare fastify hello-world \`/healthz\` | ${Math.round(baseline.requestsPerSec)} | ${baseline.latencyP50Ms} / ${baseline.latencyP99Ms} | | | | 1 | |${others.map(() => ' | |').join('')}${withCpu ? ' | |' : ''}`,
    ...targets.map((t) => {
      const a = t.servers[app];
      const f = t.servers.floor;
      const errors = a.errors + a.non2xx ? ` (${a.errors + a.non2xx} errors)` : '';
      return `| ${t.name} \`${path(t)}\` | ${Math.round(a.requestsPerSec)}${errors} | ${a.latencyP50Ms} / ${a.latencyP99Ms} | ${Math.round(f.requestsPerSec)} | ${f.latencyP99Ms} | ${spread(t.vsFloor[app])} | ${t.vsBare[app].ratio} | ${t.meetsGoal ? 'yes' : 'no'} |${others
        .map((o) => ` ${Math.round(t.servers[o].requestsPerSec)}, ${t.servers[o].latencyP99Ms} | ${spread(t[`${app}VsOthers`][o])} |`)
        .join('')}${withCpu ? ` ${cpu(a)} | ${cpu(f)} |` : ''}`;
    }),
    '',
    `Goal: p99 ≤ ${goal.p99Ms} ms and ≥ ${goal.floorRatio} × the floor's req/s (bench/floor-server.mjs: the same SQL, prepared, on bare Fastify and \`pg\`). Medians over the rounds; ratios within each round, spread in brackets.`,
  ].join('\n');
}

/** BENCH_COMPARE=label=path/to/server.mjs,label2=…: other builds of the app measured in the same rounds. */
function comparedBuilds() {
  return (process.env.BENCH_COMPARE ?? '')
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [label, bundle] = item.split('=');
      return { label, bundle };
    });
}

/**
 * A load bench of hot signed-in reads: starts the bare server, the floor and the built app (and the builds named in
 * BENCH_COMPARE, e.g. the ones before a change) on BENCH_DATABASE_URL, lets `setup(appBase)` sign in and name the
 * targets (`[{ name, path, headers }]`), checks that the floor sends the app's statements for each target, runs the
 * rounds and writes bench/results/<name>.md and .json. Ports: BENCH_PORT (default `port`) for the app, +1 the floor,
 * +3 and +4 the traced app and floor of the SQL check, +10… the compared builds, +100 the bare server. BENCH_ROUNDS
 * (default 3), BENCH_SECONDS per round (default 5).
 */
export async function benchReads({ name, port, setup, describe }) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const base = Number(process.env.BENCH_PORT ?? port);
  const connections = 32;
  const goal = { p99Ms: 15, floorRatio: 0.6 };
  const databaseUrl = benchDatabaseUrl();
  const traceDir = mkdtempSync(join(tmpdir(), 'amplio-sql-'));
  const started = [];
  const start = (server) => {
    started.push(server);
    return server;
  };
  try {
    const bare = start(startBare(base + 100));
    const replayFile = join(traceDir, 'replay.json');
    const floorEnv = { FLOOR_REPLAY_FILE: replayFile };
    const floor = start(startFloor(base + 1, { databaseUrl, env: floorEnv }));
    const app = start(startApp(base, { databaseUrl }));
    const compared = comparedBuilds().map((c, i) => ({ ...c, server: start(startApp(base + 10 + i, { databaseUrl, bundle: c.bundle })) }));
    const tracedApp = start(startApp(base + 3, { databaseUrl, traceFile: join(traceDir, 'app.jsonl'), env: { PG_TRACE_VALUES: '1' } }));
    const tracedFloor = start(startFloor(base + 4, { databaseUrl, traceFile: join(traceDir, 'floor.jsonl'), env: floorEnv }));
    for (const s of started) await waitFor(`${s.base}/healthz`, s.child);

    const { targets, data, intro } = await setup(app.base);
    // The reads the floor replays (floor-server.mjs): what the traced app sent for a repeated request of each.
    const replay = {};
    for (const t of targets.filter((target) => target.replay)) {
      await fetch(`${tracedApp.base}${t.path}`, { headers: t.headers }).then((res) => res.arrayBuffer());
      replay[`warm ${t.path}`] = await capturedStatements({ base: tracedApp.base, traceFile: join(traceDir, 'app.jsonl'), ...t });
    }
    writeFileSync(replayFile, JSON.stringify(replay));
    const mismatches = await sameSql({
      app: { base: tracedApp.base, traceFile: join(traceDir, 'app.jsonl') },
      floor: { base: tracedFloor.base, traceFile: join(traceDir, 'floor.jsonl') },
      targets,
    });
    if (mismatches.length) throw new Error(`The floor does not run the app's SQL:\n${mismatches.join('\n')}`);
    tracedApp.stop();
    tracedFloor.stop();

    const servers = [
      { label: 'app', base: app.base, pid: app.child.pid },
      { label: 'floor', base: floor.base, pid: floor.child.pid },
      ...compared.map((c) => ({ label: c.label, base: c.server.base, pid: c.server.child.pid })),
    ];
    const cpu = (pid) => cpuProbe({ server: () => [pid], postgres: () => databaseBackendPids(databaseUrl) });
    const { baseline, results, samples } = await measureRounds({
      bareUrl: `${bare.base}/healthz`,
      servers,
      targets,
      rounds,
      seconds,
      connections,
      goal,
      cpu,
    });
    const result = {
      date: new Date().toISOString(),
      ...machine(),
      connections,
      rounds,
      secondsPerRound: seconds,
      method:
        'per round: the bare server, then per target the app, the floor (and a compared build) in a rotating order; ratios within the round; medians over rounds; CPU per request of the server process and of the PostgreSQL backends serving the bench database',
      sqlCheck: 'the floor sent the app’s statements for every target',
      ...(compared.length ? { compared: compared.map((c) => ({ label: c.label, bundle: relative(root, resolve(c.bundle)) })) } : {}),
      data,
      goal,
      baseline,
      targets: results,
      samples,
    };
    const table = [
      `${intro} ${rounds} rounds of ${seconds} s per server and target.${describe ? ` ${describe}` : ''}`,
      '',
      readsTable({ connections, baseline, targets: results, goal, servers }),
      `The floor sent exactly the app's statements for every target (checked at the start of the run). Machine load average at the end: ${result.loadAverage.join(', ')} (2 CPUs, shared with the database and other work).`,
    ].join('\n');
    writeResults(name, result, table);
    console.log(table);
    return result;
  } finally {
    for (const s of started) s.stop();
    rmSync(traceDir, { recursive: true, force: true });
  }
}

/**
 * Database `name` on the PostgreSQL server at `server` (one left over by a killed run is replaced), migrated from
 * source; the admin connection drops it afterwards. `env` is the app's environment for it.
 */
export async function migratedBenchDatabase({ server, name }) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  const drop = () => admin.query(`drop database if exists ${name} with (force)`);
  await drop();
  await admin.query(`create database ${name}`);
  const databaseUrl = `${server}/${name}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'warn', REDIS_URL: '' };
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
    cwd: join(root, 'apps/server'),
    env,
    stdio: 'inherit',
  });
  if (migrated.status !== 0) {
    await drop();
    await admin.end();
    throw new Error('migration failed');
  }
  return { admin, databaseUrl, env, drop };
}
