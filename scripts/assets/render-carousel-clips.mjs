// Renders the five "Made on Amplio" carousel clips (6 s, 360x640 WebM) and their posters (JPEG) in the local Chromium,
// from a canvas scene drawn here with the site's own font: a creator's short video with its handle, a product, timed
// captions, a progress bar and reactions; then converts each WebM with ffmpeg into the MP4 the spec serves (spec 1 §2:
// /Brandvideo/01.mp4 … 05.mp4, H.264 with +faststart). Nothing is downloaded; the outputs in apps/web/public/Brandvideo
// are committed, so neither install nor build needs Chromium or ffmpeg. Run: node scripts/assets/render-carousel-clips.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/** The spec's MP4 from the recorded WebM: H.264 Main, yuv420p, 24 fps, no audio, index first (+faststart). */
function toMp4(name) {
  const args = ['-y', '-v', 'error', '-i', join(out, `${name}.webm`), '-an', '-vf', 'fps=24', '-c:v', 'libx264', '-profile:v', 'main'];
  args.push('-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '30', '-movflags', '+faststart', join(out, `${name}.mp4`));
  const result = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ffmpeg could not make ${name}.mp4 (is ffmpeg installed?)`);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'apps/web/public/Brandvideo');
const font = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64');

/** Handle, colours, the product drawn in the middle, and three captions timed like spoken lines. */
const CLIPS = [
  {
    handle: '@priya.glows',
    sky: ['#fde2e4', '#f9a8d4'],
    accent: '#db2777',
    product: 'bottle',
    label: 'GLOW SERUM',
    lines: ['3 drops, every morning', 'look at this glow', 'link in bio ✨'],
  },
  {
    handle: '@kabir.tech',
    sky: ['#1e293b', '#4c1d95'],
    accent: '#a78bfa',
    product: 'earbuds',
    label: 'VOLT BUDS',
    lines: ['unboxing the new buds', 'bass test, no filter', '48 hours battery?!'],
  },
  {
    handle: '@ananya.cooks',
    sky: ['#fef3c7', '#fdba74'],
    accent: '#c2410c',
    product: 'bowl',
    label: 'SPICE ROUTE',
    lines: ['10-minute dal tadka', 'the secret is the tadka', 'save this for later'],
  },
  {
    handle: '@rohan.fit',
    sky: ['#dbeafe', '#60a5fa'],
    accent: '#1d4ed8',
    product: 'shoe',
    label: 'STRIDEFIT',
    lines: ['day 12 of 30', '5 km before work', 'these feel like clouds'],
  },
  {
    handle: '@meher.travels',
    sky: ['#dcfce7', '#34d399'],
    accent: '#047857',
    product: 'bag',
    label: 'NOMAD BAGS',
    lines: ['packing for 7 days', 'everything in one bag', 'Leh, here we come'],
  },
];

const scene = `
const W = 360, H = 640, SECONDS = 6, FPS = 30;
function roundRect(g, x, y, w, h, r) { g.beginPath(); g.roundRect(x, y, w, h, r); }
function drawProduct(g, kind, t, accent, label) {
  g.save();
  g.translate(W / 2, 270 + Math.sin(t * 1.6) * 8);
  g.rotate(Math.sin(t * 0.9) * 0.06);
  g.shadowColor = 'rgba(15,23,42,0.35)'; g.shadowBlur = 30; g.shadowOffsetY = 16;
  g.fillStyle = '#ffffff';
  if (kind === 'bottle') { roundRect(g, -48, -110, 96, 200, 26); g.fill(); g.fillStyle = accent; roundRect(g, -22, -150, 44, 44, 10); g.fill(); }
  if (kind === 'earbuds') { roundRect(g, -95, -60, 190, 130, 60); g.fill(); g.fillStyle = accent; g.beginPath(); g.arc(-40, 0, 26, 0, 7); g.arc(40, 0, 26, 0, 7); g.fill(); }
  if (kind === 'bowl') { g.beginPath(); g.ellipse(0, 0, 120, 80, 0, 0, Math.PI); g.fill(); g.fillStyle = accent; g.beginPath(); g.ellipse(0, 0, 120, 26, 0, 0, 7); g.fill(); }
  if (kind === 'shoe') { roundRect(g, -120, -30, 240, 80, 40); g.fill(); g.fillStyle = accent; roundRect(g, -120, 30, 240, 22, 11); g.fill(); roundRect(g, -20, -70, 90, 60, 24); g.fill(); }
  if (kind === 'bag') { roundRect(g, -90, -100, 180, 200, 28); g.fill(); g.strokeStyle = accent; g.lineWidth = 12; g.beginPath(); g.arc(0, -100, 50, Math.PI, 0); g.stroke(); g.fillStyle = accent; roundRect(g, -60, -20, 120, 50, 12); g.fill(); }
  g.shadowColor = 'transparent';
  g.fillStyle = kind === 'bag' || kind === 'shoe' ? '#ffffff' : accent;
  g.font = '800 15px Inter'; g.textAlign = 'center';
  if (kind === 'bottle') { g.fillStyle = accent; g.fillText(label, 0, 10); }
  g.restore();
}
function drawFrame(g, clip, t) {
  const sky = g.createLinearGradient(0, 0, W * 0.4, H);
  sky.addColorStop(0, clip.sky[0]); sky.addColorStop(1, clip.sky[1]);
  g.fillStyle = sky; g.fillRect(0, 0, W, H);
  // A soft room behind the product: a table edge and a window of light that drift like a handheld camera.
  const dx = Math.sin(t * 0.7) * 10;
  g.fillStyle = 'rgba(255,255,255,0.22)'; roundRect(g, 30 + dx, 70, 150, 190, 18); g.fill();
  g.fillStyle = 'rgba(15,23,42,0.10)'; g.fillRect(0, 380 + dx * 0.3, W, H);
  drawProduct(g, clip.product, t, clip.accent, clip.label);
  // Progress bar and the creator's handle, as a short-video app shows them.
  g.fillStyle = 'rgba(255,255,255,0.35)'; roundRect(g, 16, 14, W - 32, 4, 2); g.fill();
  g.fillStyle = '#ffffff'; roundRect(g, 16, 14, (W - 32) * (t / SECONDS), 4, 2); g.fill();
  g.fillStyle = clip.accent; g.beginPath(); g.arc(36, 48, 16, 0, 7); g.fill();
  g.fillStyle = '#ffffff'; g.font = '700 14px Inter'; g.textAlign = 'center'; g.fillText(clip.handle[1].toUpperCase(), 36, 53);
  g.textAlign = 'left'; g.font = '700 15px Inter';
  g.shadowColor = 'rgba(0,0,0,0.45)'; g.shadowBlur = 6;
  g.fillText(clip.handle, 60, 53);
  g.font = '600 11px Inter'; g.fillText('Paid partnership', 60, 69);
  // Reactions down the right edge.
  const likes = ['12.4K', '3.1K', '8.9K', '5.2K', '7.7K'][clip.index];
  g.font = '700 12px Inter'; g.textAlign = 'center';
  [
    ['♥', likes],
    ['', '214'],
    ['↗', 'Share'],
  ].forEach(([icon, n], i) => {
    const y = 226 + i * 60;
    g.fillStyle = 'rgba(15,23,42,0.35)';
    g.beginPath();
    g.arc(W - 34, y, 20, 0, 7);
    g.fill();
    g.fillStyle = '#ffffff';
    if (icon) {
      g.font = '700 18px Inter';
      g.fillText(icon, W - 34, y + 6);
    } else {
      // A speech bubble for comments.
      roundRect(g, W - 44, y - 8, 20, 14, 5);
      g.fill();
      g.beginPath();
      g.moveTo(W - 40, y + 5);
      g.lineTo(W - 42, y + 11);
      g.lineTo(W - 34, y + 5);
      g.fill();
    }
    g.font = '700 11px Inter';
    g.fillText(n, W - 34, y + 36);
  });
  g.shadowColor = 'transparent';
  // The spoken line of the moment, as burnt-in captions, word by word.
  const index = Math.min(clip.lines.length - 1, Math.floor(t / (SECONDS / clip.lines.length)));
  const line = clip.lines[index];
  const since = t - index * (SECONDS / clip.lines.length);
  const words = line.split(' ');
  const shown = words.slice(0, Math.max(1, Math.ceil(since * 4))).join(' ');
  g.font = '800 22px Inter'; g.textAlign = 'center';
  const width = g.measureText(line).width + 28;
  g.fillStyle = 'rgba(15,23,42,0.72)'; roundRect(g, (W - width) / 2, 404, width, 40, 10); g.fill();
  g.fillStyle = '#ffffff'; g.fillText(shown, W / 2, 431);
}
window.render = async (clip) => {
  await document.fonts.load('700 16px Inter');
  const canvas = document.createElement('canvas'); canvas.width = W; canvas.height = H;
  const g = canvas.getContext('2d');
  drawFrame(g, clip, 1.9);
  const poster = canvas.toDataURL('image/jpeg', 0.82);
  const stream = canvas.captureStream(FPS);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 450_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => (recorder.onstop = r));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      if (t >= SECONDS) return resolve();
      drawFrame(g, clip, t);
      setTimeout(tick, 1000 / FPS);
    };
    tick();
  });
  recorder.stop();
  await done;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { poster: poster.split(',')[1], video: btoa(binary) };
};
`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  // One at a time: a page in the background gets no timers or frames.
  const page = await browser.newPage();
  for (const [index, clip] of CLIPS.entries()) {
    {
      await page.setContent(
        `<style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:100 900}</style><script>${scene}</script>`,
      );
      const { poster, video } = await page.evaluate((c) => window.render(c), { ...clip, index });
      const name = String(index + 1).padStart(2, '0');
      writeFileSync(join(out, `${name}.webm`), Buffer.from(video, 'base64'));
      writeFileSync(join(out, `${name}.jpg`), Buffer.from(poster, 'base64'));
      toMp4(name);
      console.log(`${name}: ${clip.handle}`);
    }
  }
} finally {
  await browser.close();
}
