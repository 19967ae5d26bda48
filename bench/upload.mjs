// Upload benchmark, issue 12 §6: 100 MB videos streamed to `POST /api/creator/upload-video` over loopback, signed in
// as seeded creators, while the server's resident memory is sampled every 10 ms. Goal: the server grows by at most
// 64 MB and the upload runs at 150 MB/s or more (MB = 2^20 bytes, as in the 100 MB limit).
//
// It needs the scale database (`npm run seed:scale`) for creators with scripts to upload to, and it uses some: each
// run turns one seeded 'Script Generated' script into 'In Review' (the video lands in a temporary folder, removed at
// the end). The client streams a generated body and never holds the 100 MB.
//
//   BENCH_DATABASE_URL=postgres://… node bench/upload.mjs      (BENCH_RUNS, default 5)
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { benchDatabaseUrl, machine, rssBytes, scaleCreatorEmail, signIn, startApp, waitFor, writeResults } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MiB = 1024 * 1024;
const SIZE = 100 * MiB; // VIDEO_MAX_BYTES: the largest video the route accepts
const GOAL = { rssGrowthMiB: 64, mibPerSec: 150 };
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const UPLOADABLE = new Set(['Script Generated', 'Rejected', 'Script Rejected']);

/** A multipart body: the script id, then a 100 MB "MP4" generated a megabyte at a time. */
function uploadBody(scriptId) {
  const boundary = `----amplio${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="script_id"\r\n\r\n${scriptId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = randomBytes(MiB);
  MP4_HEAD.copy(filler);
  async function* chunks() {
    yield head;
    for (let sent = 0; sent < SIZE; sent += MiB) yield filler.subarray(0, Math.min(MiB, SIZE - sent));
    yield tail;
  }
  return { boundary, length: head.length + SIZE + tail.length, chunks };
}

function upload(base, session, scriptId) {
  const body = uploadBody(scriptId);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      new URL('/api/creator/upload-video', base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${body.boundary}`,
          'content-length': String(body.length),
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
          accept: 'application/json',
        },
      },
      (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(parts).toString(), seconds: (performance.now() - started) / 1000 }),
        );
      },
    );
    req.on('error', reject);
    Readable.from(body.chunks()).pipe(req);
  });
}

/** Scripts a seeded creator may upload a video to, with that creator's session, creator after creator. */
async function* uploadableScripts(base) {
  for (let n = 2; n < 200; n++) {
    const email = scaleCreatorEmail(n);
    const session = await signIn(base, { role: 'creator', email, password: 'Scale-Brand-2026' });
    const list = await (
      await fetch(`${base}/api/creator/scripts`, { headers: { cookie: session.cookie, accept: 'application/json' } })
    ).json();
    for (const s of list.data)
      if (UPLOADABLE.has(s.status) && s.closed_reason === null && s.rejection_count < 3) yield { email, session, scriptId: s.id };
  }
}

const app = startApp(3941, { databaseUrl: benchDatabaseUrl() });
try {
  await waitFor(`${app.base}/healthz`, app.child);
  const runs = [];
  const refused = [];
  for await (const candidate of uploadableScripts(app.base)) {
    if (runs.length === RUNS) break;
    await new Promise((r) => setTimeout(r, 500)); // let the server settle before reading its baseline
    const before = rssBytes(app.child.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(app.child.pid));
    }, 10);
    const res = await upload(app.base, candidate.session, candidate.scriptId);
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(app.child.pid));
    if (res.status !== 200) {
      refused.push({ scriptId: candidate.scriptId, status: res.status, body: res.body.slice(0, 200) });
      continue;
    }
    const run = {
      creator: candidate.email,
      seconds: Number(res.seconds.toFixed(3)),
      mibPerSec: Number((SIZE / MiB / res.seconds).toFixed(1)),
      rssBeforeMiB: Number((before / MiB).toFixed(1)),
      rssPeakMiB: Number((peak / MiB).toFixed(1)),
      rssGrowthMiB: Number(((peak - before) / MiB).toFixed(1)),
    };
    runs.push(run);
    console.log(
      `run ${runs.length}/${RUNS}: ${run.mibPerSec} MB/s, RSS +${run.rssGrowthMiB} MB (${run.rssBeforeMiB} → ${run.rssPeakMiB} MB)`,
    );
  }
  if (runs.length === 0) throw new Error(`No upload succeeded: ${JSON.stringify(refused)}`);
  const sorted = (key) => runs.map((r) => r[key]).sort((a, b) => a - b);
  const median = (key) => sorted(key)[runs.length >> 1];
  const summary = {
    medianMiBPerSec: median('mibPerSec'),
    minMiBPerSec: sorted('mibPerSec')[0],
    maxRssGrowthMiB: sorted('rssGrowthMiB').at(-1),
    medianRssGrowthMiB: median('rssGrowthMiB'),
  };
  const meetsGoal = summary.minMiBPerSec >= GOAL.mibPerSec && summary.maxRssGrowthMiB <= GOAL.rssGrowthMiB;
  const result = { date: new Date().toISOString(), ...machine(), bytes: SIZE, goal: GOAL, ...summary, meetsGoal, runs, refused };
  const table = [
    `100 MB video uploads over loopback to \`POST /api/creator/upload-video\` (local storage, PostgreSQL), ${runs.length} runs, Node ${process.version}.`,
    '',
    '| run | seconds | MB/s | server RSS before (MB) | peak (MB) | growth (MB) |',
    '|---|---|---|---|---|---|',
    ...runs.map((r, i) => `| ${i + 1} | ${r.seconds} | ${r.mibPerSec} | ${r.rssBeforeMiB} | ${r.rssPeakMiB} | ${r.rssGrowthMiB} |`),
    '',
    `Throughput: median **${summary.medianMiBPerSec} MB/s**, slowest ${summary.minMiBPerSec} MB/s (goal ≥ ${GOAL.mibPerSec}). ` +
      `Server RSS growth: at most **${summary.maxRssGrowthMiB} MB**, median ${summary.medianRssGrowthMiB} MB (goal ≤ ${GOAL.rssGrowthMiB}). ` +
      `Goal ${meetsGoal ? 'met' : 'not met'} in every run${meetsGoal ? '' : ' (see the runs)'}.`,
    `Machine load average at the end: ${result.loadAverage.join(', ')} (2 CPUs, shared). MB = 2^20 bytes.`,
  ].join('\n');
  writeResults('upload', result, table);
  console.log(table);
} finally {
  app.stop();
}
