// Every hot read of issue 22 §2 in one table (bench/results/reads.md), from the latest campaign, creator and
// review-wallet bench results: the app against the floor and the goals, the build before the levers (when the run
// compared one), and what the floor itself allows at 32 connections. By Little's law a server that answers N requests a
// second to 32 connections that each wait for their answer keeps each waiting 32 / N seconds on average, so a p99 of
// 15 ms needs well over 32 / 0.015 ≈ 2,133 requests a second: below that even the floor cannot meet it.
//
//   node bench/reads-table.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './lib.mjs';

const BENCHES = ['campaigns', 'creator', 'review-wallet'];
const fmt = (n) => (n === undefined || n === null ? '–' : Math.round(n).toLocaleString('en-US'));
const rows = [];
const runs = [];
for (const bench of BENCHES) {
  const file = join(resultsDir, `${bench}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  runs.push(
    `\`${bench}\`: ${r.date}, load average ${r.loadAverage.join(', ')} at the end, ${r.rounds} rounds of ${r.secondsPerRound} s, bare Fastify ${fmt(r.baseline.requestsPerSec)} req/s`,
  );
  for (const t of r.targets.filter((x) => x.servers)) {
    const { app, floor, before } = t.servers;
    const meanWaitMs = floor ? (r.connections / floor.requestsPerSec) * 1000 : null;
    rows.push(
      `| ${t.name} \`${t.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}\` | ${fmt(app.requestsPerSec)}, ${app.latencyP99Ms} | ${fmt(floor?.requestsPerSec)}, ${floor?.latencyP99Ms ?? '–'} | ${t.vsFloor?.app?.ratio ?? '–'} | ${meanWaitMs === null ? '–' : meanWaitMs.toFixed(1)} | ${t.meetsGoal ? 'yes' : 'no'}${!t.meetsGoal && t.vsFloor?.app?.ratio >= r.goal.floorRatio ? ` (≥ ${r.goal.floorRatio} × floor; p99 over ${r.goal.p99Ms} ms)` : ''} | ${before ? `${fmt(before.requestsPerSec)}, ${before.latencyP99Ms}` : '–'} | ${t.appVsOthers?.before?.ratio ?? '–'} |`,
    );
  }
}
writeFileSync(
  join(resultsDir, 'reads.md'),
  `${[
    '# Every hot read against the floor',
    '',
    'Made by `node bench/reads-table.mjs` from the latest `campaigns`, `creator` and `review-wallet` results (each bench one run: the app, the floor, the build before the levers of decision 035 and bare Fastify in the same rounds). 32 connections, PostgreSQL, the scale seed. Goal: p99 ≤ 15 ms and ≥ 0.6 × the floor’s req/s.',
    '',
    '| hot read | app: req/s, p99 ms | floor: req/s, p99 ms | app × floor | floor’s mean wait at 32 connections, ms (32 / its req/s) | goal met | before: req/s, p99 ms | app × before |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Where the floor’s mean wait is near or above 15 ms, no server running this SQL on this machine can hold a p99 of 15 ms at 32 connections: the read’s own PostgreSQL work sets the limit, and the goal there is the ratio to the floor.',
    '',
    'Runs:',
    '',
    ...runs.map((r) => `- ${r}`),
  ].join('\n')}\n`,
);
console.log(`wrote ${join(resultsDir, 'reads.md')} (${rows.length} reads)`);
