// Video processing bench, issue 28 §2 (decision 050): a 100 MB upload (a 1080p test pattern with a tone, made now with
// ffmpeg's lavfi `testsrc`, never a committed file) streamed to `POST /api/creator/upload-video` on the built server,
// then processed by its pg-boss job into the H.264/AAC faststart rendition and poster. It reports the processing time
// as a multiple of the video's duration, and the server's resident memory sampled every 20 ms through the upload and
// the processing (ffmpeg is a child process of its own: the server only streams the file to and from storage, so its
// RSS must not grow with the file).
//
// It starts the server on a fresh PGlite folder in development mode, so the demo accounts and scripts exist; the
// demo creator's rejected script takes the upload. The server gets no web build (WEB_DIST_DIR is an empty folder), so
// the demo's own uploads are a few bytes that fail processing at once instead of queueing ahead of the bench's video.
// Needs ffmpeg and a build (`npm run build`).
//
//   node bench/video.mjs   (BENCH_VIDEO_SECONDS, default 60: the clip's length, its bitrate filling 100 MB;
//                           BENCH_VIDEO_FILE: an MP4 made earlier by this bench, to skip making it again)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { machine, rssBytes, signIn, startApp, waitFor, writeResults } from './lib.mjs';

const MiB = 1024 * 1024;
const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 60);
const TARGET_BYTES = 97 * MiB; // under the 100 MB (MiB) limit with room for the container
const GOAL = { rssGrowthMiB: 64 };

/** A 1920×1080 30 fps test pattern with a tone, constant bitrate so the file is about TARGET_BYTES. */
function makeVideo(dir) {
  const given = process.env.BENCH_VIDEO_FILE;
  if (given && existsSync(given)) return { path: given, size: statSync(given).size, seconds: 0 };
  const path = join(dir, 'bench.mp4');
  const kbps = Math.floor((TARGET_BYTES * 8) / 1000 / SECONDS) - 160;
  const started = performance.now();
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', `${kbps}k`, '-minrate', `${kbps}k`],
    ...['-maxrate', `${kbps}k`, '-bufsize', `${kbps}k`, '-x264-params', 'nal-hrd=cbr:force-cfr=1', '-c:a', 'aac', '-b:a', '128k'],
    path,
  ]);
  return { path, size: statSync(path).size, seconds: (performance.now() - started) / 1000 };
}

function upload(base, session, scriptId, file) {
  const boundary = `----amplio${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="script_id"\r\n\r\n${scriptId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* chunks() {
    yield head;
    for await (const chunk of createReadStream(file.path, { highWaterMark: MiB })) yield chunk;
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      new URL('/api/creator/upload-video', base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + file.size + tail.length),
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
    Readable.from(chunks()).pipe(req);
  });
}

const get = async (base, session, path) =>
  (await fetch(`${base}${path}`, { headers: { cookie: session.cookie, accept: 'application/json' } })).json();

const dir = mkdtempSync(join(tmpdir(), 'amplio-video-bench-'));
const noWeb = join(dir, 'no-web');
mkdirSync(noWeb);
const app = startApp(Number(process.env.BENCH_PORT ?? 3216), {
  env: { NODE_ENV: 'development', DEV_MAILBOX: 'loopback', WEB_DIST_DIR: noWeb },
});
try {
  const file = makeVideo(dir);
  console.log(`test video: ${(file.size / MiB).toFixed(1)} MB, ${SECONDS} s, made in ${file.seconds.toFixed(1)} s`);
  await waitFor(`${app.base}/healthz`, app.child);
  const session = await signIn(app.base, { role: 'creator', email: 'creator@amplio.test', password: 'Demo-Creator-2026' });
  const scripts = (await get(app.base, session, '/api/creator/scripts')).data;
  const target = scripts.find((s) => ['Rejected', 'Script Rejected'].includes(s.status) && s.rejection_count < 3 && !s.closed_reason);
  if (!target) throw new Error(`No demo script takes a video: ${scripts.map((s) => s.status).join(', ')}`);
  // Let the demo's own videos finish processing, so the baseline is a quiet server.
  for (let i = 0; i < 600; i++) {
    const ids = scripts.filter((s) => s.video_path).map((s) => s.id);
    const videos = ids.length ? (await get(app.base, session, `/api/videos?script_ids=${ids.join(',')}`)).data : [];
    if (!videos.some((v) => v.status === 'processing')) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await new Promise((r) => setTimeout(r, 1000));

  const before = rssBytes(app.child.pid);
  let peakUpload = before;
  let peakProcessing = before;
  let phase = 'upload';
  const sampler = setInterval(() => {
    const rss = rssBytes(app.child.pid);
    if (phase === 'upload') peakUpload = Math.max(peakUpload, rss);
    else peakProcessing = Math.max(peakProcessing, rss);
  }, 20);
  const res = await upload(app.base, session, target.id, file);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body.slice(0, 300)}`);
  phase = 'processing';
  const processingStarted = performance.now();
  let video;
  for (;;) {
    [video] = (await get(app.base, session, `/api/videos?script_ids=${target.id}`)).data;
    if (video && video.status !== 'processing') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const processingSeconds = (performance.now() - processingStarted) / 1000;
  clearInterval(sampler);
  if (video.status !== 'ready') throw new Error(`processing ended ${video.status}: ${video.failure}`);

  const result = {
    machine: machine(),
    video: {
      sizeMiB: Number((file.size / MiB).toFixed(1)),
      durationSeconds: video.duration_seconds,
      width: video.width,
      height: video.height,
      codecs: `${video.video_codec}/${video.audio_codec}`,
    },
    uploadSeconds: Number(res.seconds.toFixed(2)),
    uploadMiBPerSec: Number((file.size / MiB / res.seconds).toFixed(1)),
    processingSeconds: Number(processingSeconds.toFixed(1)),
    processingTimesDuration: Number((processingSeconds / video.duration_seconds).toFixed(2)),
    rssBeforeMiB: Number((before / MiB).toFixed(1)),
    rssPeakUploadMiB: Number((peakUpload / MiB).toFixed(1)),
    rssPeakProcessingMiB: Number((peakProcessing / MiB).toFixed(1)),
    rssGrowthMiB: Number(((Math.max(peakUpload, peakProcessing) - before) / MiB).toFixed(1)),
    goal: GOAL,
  };
  result.ok = result.rssGrowthMiB <= GOAL.rssGrowthMiB;
  console.log(JSON.stringify(result, null, 2));
  writeResults(
    'video',
    result,
    [
      '# Video processing (bench/video.mjs)',
      '',
      `A ${result.video.sizeMiB} MB, ${result.video.durationSeconds} s ${result.video.width}×${result.video.height} upload (${result.video.codecs}), one job at a time, ffmpeg at nice 19; load average ${result.machine.loadAverage.join(' ')}.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| upload | ${result.uploadSeconds} s (${result.uploadMiBPerSec} MB/s) |`,
      `| processing (upload answered → ready) | ${result.processingSeconds} s = ${result.processingTimesDuration} × the video's duration |`,
      `| server RSS before | ${result.rssBeforeMiB} MB |`,
      `| server RSS peak, upload | ${result.rssPeakUploadMiB} MB |`,
      `| server RSS peak, processing | ${result.rssPeakProcessingMiB} MB |`,
      `| growth (goal ≤ ${GOAL.rssGrowthMiB} MB) | ${result.rssGrowthMiB} MB ${result.ok ? '✓' : '✗'} |`,
    ].join('\n'),
  );
  if (!result.ok) process.exitCode = 1;
} finally {
  app.stop();
  rmSync(dir, { recursive: true, force: true });
}
