// Load benchmark: the real app's /healthz against a bare Fastify hello-world, same machine, same run.
// A busy machine makes absolute req/s swing, so the two servers take turns: each run is a bare round and an app
// round back to back (the order alternates between runs), and the ratio of each pair is one sample. The report is
// the median ratio over the runs and its spread (min–max); goal ≥ 0.85. Results go to bench/results/.
// Under heavy outside load req/s mostly measures the scheduler, so each round also reads the server's own CPU time
// (/proc/<pid>/stat, Linux), less its idle background rate: CPU per request is what the app adds over bare Fastify,
// and it moves less with outside load than req/s does.
// BENCH_RUNS (default 9), BENCH_SECONDS per round (default 3), BENCH_SERVER_BUNDLE (default apps/server/dist/server.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, resultsDir, root, serverBundle as bundle } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BARE = 'http://127.0.0.1:3910/healthz';
const APP = 'http://127.0.0.1:3911/healthz';

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, pipelining: 10, duration }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up (exit code ${child.exitCode})`);
}

/** User + system CPU seconds a process has used so far (fields 14 and 15 of /proc/<pid>/stat, in 1/100 s). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds per second a server burns with no requests (the app's job queue polls its database). */
async function idleCpuRate(pid) {
  const before = cpuSeconds(pid);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  return (cpuSeconds(pid) - before) / SECONDS;
}

const idle = new Map();

async function round(url, pid) {
  const cpuBefore = cpuSeconds(pid);
  const startedAt = performance.now();
  const res = await load(url, SECONDS);
  if (res.errors + res.non2xx > 0) throw new Error(`${url}: ${res.errors} errors, ${res.non2xx} non-2xx answers`);
  const background = (idle.get(pid) ?? 0) * ((performance.now() - startedAt) / 1000);
  const cpuMicrosPerRequest = ((cpuSeconds(pid) - cpuBefore - background) * 1e6) / res.requests.total;
  return { requestsPerSec: res.requests.average, latencyP99Ms: res.latency.p99, cpuMicrosPerRequest };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (n, digits = 3) => Number(n.toFixed(digits));

const bare = spawn(process.execPath, [join(root, 'bench/bare-server.mjs')], { env: { ...process.env, PORT: '3910' }, stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'amplio-bench-'));
const app = spawn(process.execPath, [bundle], {
  env: {
    ...process.env,
    PORT: '3911',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(BARE, bare);
  await waitFor(APP, app);
  await load(BARE, 3);
  await load(APP, 3);
  idle.set(bare.pid, await idleCpuRate(bare.pid));
  idle.set(app.pid, await idleCpuRate(app.pid));
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const order =
      i % 2 === 0
        ? [
            [BARE, bare.pid],
            [APP, app.pid],
          ]
        : [
            [APP, app.pid],
            [BARE, bare.pid],
          ];
    const [first, second] = [await round(...order[0]), await round(...order[1])];
    const [b, a] = i % 2 === 0 ? [first, second] : [second, first];
    runs.push({ bare: b, app: a, ratio: a.requestsPerSec / b.requestsPerSec, cpuRatio: b.cpuMicrosPerRequest / a.cpuMicrosPerRequest });
    console.log(`run ${i + 1}/${RUNS}: ratio ${fixed(runs.at(-1).ratio)}, CPU ratio ${fixed(runs.at(-1).cpuRatio)}`);
  }
  const ratios = runs.map((r) => r.ratio);
  const cpuRatios = runs.map((r) => r.cpuRatio);
  const summary = {
    medianRatio: fixed(median(ratios)),
    minRatio: fixed(Math.min(...ratios)),
    maxRatio: fixed(Math.max(...ratios)),
    medianCpuRatio: fixed(median(cpuRatios)),
    minCpuRatio: fixed(Math.min(...cpuRatios)),
    maxCpuRatio: fixed(Math.max(...cpuRatios)),
    idleCpuPercent: { bare: fixed(idle.get(bare.pid) * 100, 1), app: fixed(idle.get(app.pid) * 100, 1) },
    loadAverage: os.loadavg().map((n) => fixed(n, 1)),
    cpus: os.cpus().length,
    medianBareRequestsPerSec: Math.round(median(runs.map((r) => r.bare.requestsPerSec))),
    medianAppRequestsPerSec: Math.round(median(runs.map((r) => r.app.requestsPerSec))),
  };
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    runs: RUNS,
    secondsPerRound: SECONDS,
    method: 'alternating bare/app rounds; req/s ratio and CPU-per-request ratio per pair; median and min–max over runs',
    ...summary,
    goal: 0.85,
    samples: runs.map((r) => ({
      bareRequestsPerSec: Math.round(r.bare.requestsPerSec),
      appRequestsPerSec: Math.round(r.app.requestsPerSec),
      bareP99Ms: r.bare.latencyP99Ms,
      appP99Ms: r.app.latencyP99Ms,
      bareCpuMicrosPerRequest: fixed(r.bare.cpuMicrosPerRequest, 1),
      appCpuMicrosPerRequest: fixed(r.app.cpuMicrosPerRequest, 1),
      ratio: fixed(r.ratio),
      cpuRatio: fixed(r.cpuRatio),
    })),
  };
  writeFileSync(join(resultsDir, 'healthz.json'), `${JSON.stringify(result, null, 2)}\n`);
  const table = [
    `/healthz, ${RUNS} alternating runs of ${SECONDS} s per server (autocannon -c 100 -p 10), Node ${process.version}`,
    '',
    `Load average during the run: ${summary.loadAverage.join(', ')} on ${summary.cpus} CPUs. Idle CPU (subtracted): bare ${summary.idleCpuPercent.bare} %, amplio ${summary.idleCpuPercent.app} %.`,
    '',
    '| run | bare req/s | amplio req/s | ratio | bare CPU µs/req | amplio CPU µs/req | CPU ratio |',
    '|---|---|---|---|---|---|---|',
    ...result.samples.map(
      (s, i) =>
        `| ${i + 1} | ${s.bareRequestsPerSec} | ${s.appRequestsPerSec} | ${s.ratio} | ${s.bareCpuMicrosPerRequest} | ${s.appCpuMicrosPerRequest} | ${s.cpuRatio} |`,
    ),
    '',
    `throughput ratio amplio/bare: median **${summary.medianRatio}**, spread ${summary.minRatio}–${summary.maxRatio} (goal ≥ 0.85)`,
    `CPU ratio (bare CPU per request / amplio CPU per request): median **${summary.medianCpuRatio}**, spread ${summary.minCpuRatio}–${summary.maxCpuRatio}`,
    '',
    'Every run, this one included: `bench/results/healthz-history.md`.',
  ].join('\n');
  writeFileSync(join(resultsDir, 'healthz.md'), `${table}\n`);
  console.log(table);
  appendToHistory(result);
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500);
}

/**
 * healthz.md holds the latest run; every run also adds one line to healthz-history.md, so a run on a busy machine
 * never erases the quieter ones before it and the spread across runs stays visible.
 */
function appendToHistory(result) {
  const file = join(resultsDir, 'healthz-history.md');
  if (!existsSync(file)) {
    writeFileSync(
      file,
      [
        '# /healthz: every run of `npm run bench`',
        '',
        'bench/results/healthz.md has the latest run in full; bench/healthz.mjs appends one line per run to the table below.',
        '',
        '| when (UTC) | commit | Node | load avg (1 min) | runs | throughput ratio, median (spread) | CPU ratio, median (spread) |',
        '|---|---|---|---|---|---|---|',
        '',
      ].join('\n'),
    );
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || '?';
  appendFileSync(
    file,
    `| ${result.date.slice(0, 16).replace('T', ' ')} | ${commit} | ${result.node} | ${result.loadAverage[0]} | ${result.runs} | ${result.medianRatio} (${result.minRatio}–${result.maxRatio}) | ${result.medianCpuRatio} (${result.minCpuRatio}–${result.maxCpuRatio}) |\n`,
  );
}
