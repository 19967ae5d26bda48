// Load benchmark: the real app's /healthz against a bare Fastify hello-world, same machine, same run.
// autocannon -c 100 -p 10 with a warm-up round each; prints the ratio (goal ≥ 0.85) and writes results/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const root = new URL('..', import.meta.url).pathname;

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, pipelining: 10, duration }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(name, url) {
  await load(url, 3);
  const res = await load(url, DURATION);
  return { name, url, requestsPerSec: res.requests.average, latencyP99Ms: res.latency.p99, errors: res.errors, non2xx: res.non2xx };
}

const bare = spawn(process.execPath, [join(root, 'bench/bare-server.mjs')], { env: { ...process.env, PORT: '3910' }, stdio: 'ignore' });

const dataDir = mkdtempSync(join(tmpdir(), 'amplio-bench-'));
const app = spawn(process.execPath, [join(root, 'apps/server/dist/server.mjs')], {
  env: {
    ...process.env,
    PORT: '3911',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
try {
  await waitFor('http://127.0.0.1:3910/healthz');
  await waitFor('http://127.0.0.1:3911/healthz');
  const baseline = await measure('bare fastify', 'http://127.0.0.1:3910/healthz');
  const amplio = await measure('amplio /healthz', 'http://127.0.0.1:3911/healthz');
  const ratio = amplio.requestsPerSec / baseline.requestsPerSec;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    durationSeconds: DURATION,
    baseline,
    amplio,
    ratio: Number(ratio.toFixed(3)),
    goal: 0.85,
  };
  writeFileSync(join(root, 'bench/results/healthz.json'), `${JSON.stringify(result, null, 2)}\n`);
  const table = [
    '| target | req/s | p99 ms | errors |',
    '|---|---|---|---|',
    ...[baseline, amplio].map((r) => `| ${r.name} | ${Math.round(r.requestsPerSec)} | ${r.latencyP99Ms} | ${r.errors + r.non2xx} |`),
    '',
    `ratio amplio/bare: **${ratio.toFixed(3)}** (goal ≥ 0.85)`,
  ].join('\n');
  writeFileSync(join(root, 'bench/results/healthz.md'), `${table}\n`);
  console.log(table);
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500);
}
