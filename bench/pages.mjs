// Page benchmark: Lighthouse (mobile emulation, simulated throttling, local Chromium) on the marketing pages of a
// built app served by the real server, median of N runs, plus the JavaScript each page loads.
//   npm run bench:pages            (builds first when the sources are newer than the build)
// Env: BENCH_RUNS (3), BENCH_PORT (3920), BENCH_WEB_DIST (apps/web/dist), BENCH_SERVER_BUNDLE (apps/server/dist/server.mjs),
//      CHROME_PATH (/usr/bin/chromium), BENCH_PAGES ("/,/brand,/creator").
// Writes bench/results/pages.json and bench/results/pages.md. Not part of npm test: it takes minutes.
// A control page (one heading and one paragraph, no CSS, no JavaScript) is measured in the same run: its figures
// are this machine's floor, since simulated throttling multiplies whatever the browser itself spends by 4.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale, ensureBenchDependencies, ensureFullChromium, FULL_CHROMIUM } from '../scripts/lib.mjs';

// Lighthouse and chrome-launcher are the benches' own packages (bench/package.json), installed into bench/node_modules
// on first use: static imports would be resolved before this install could run.
ensureBenchDependencies();
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const PAGES = (process.env.BENCH_PAGES ?? '/,/brand,/creator').split(',');
const webDist = resolve(root, process.env.BENCH_WEB_DIST ?? 'apps/web/dist');
const serverBundle = resolve(root, process.env.BENCH_SERVER_BUNDLE ?? 'apps/server/dist/server.mjs');
// The full browser, as a visitor runs it: never the tests' headless shell (decision 053).
const chromePath = process.env.CHROME_PATH ?? FULL_CHROMIUM;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const TARGETS = {
  performance: 0.98,
  accessibility: 0.98,
  'best-practices': 0.95,
  seo: 0.95,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  initialJsGzipKiB: 90,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JavaScript a prerendered page asks for at load (entry + modulepreloads), and what its lazy sections add. */
function bundleFigures(path) {
  const htmlFile = path === '/' ? join(webDist, 'home.html') : join(webDist, path.slice(1), 'index.html');
  if (!existsSync(htmlFile)) return { path, prerendered: false };
  const html = readFileSync(htmlFile, 'utf8');
  // JavaScript the HTML asks for before it paints: the tiny deferred boot script (and any plain script tag).
  const beforePaint = [...new Set([...html.matchAll(/<script[^>]*\ssrc="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  // What the boot script then loads to hydrate: the entry and the page's chunks.
  const boot = html.match(/data-entry="\/([^"]+)"[^>]*\sdata-preload="([^"]*)"/);
  const hydration = boot
    ? [
        boot[1],
        ...boot[2]
          .split(',')
          .filter(Boolean)
          .map((f) => f.replace(/^\//, '')),
      ]
    : [];
  const initial = [...new Set([...beforePaint, ...hydration])];
  const css = [...new Set([...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]))];
  const blocking = [...html.matchAll(/<script(?![^>]*type="module")(?![^>]*\b(?:defer|async)\b)[^>]*>/g)].length;
  const manifestFile = join(webDist, '.vite/marketing-manifest.json');
  let lazy = [];
  let appCodeReachable = [];
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
    const seen = new Set();
    const walk = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file);
      for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) if (manifest[key]) walk(manifest[key].file);
    };
    for (const file of initial) walk(file);
    lazy = [...seen].filter((file) => !initial.includes(file));
    appCodeReachable = [...seen]
      .map((file) => byFile.get(file)?.src ?? '')
      .filter((src) => /routes\/(brand|creator)\/|register|login|verify|forgot|dashboard|shell/.test(src));
  }
  const sum = (files) => files.reduce((total, file) => total + gzipOf(join(webDist, file)), 0);
  return {
    path,
    prerendered: true,
    htmlGzipKiB: kib(gzipSync(html, { level: 9 }).length),
    renderBlockingScripts: blocking,
    jsBeforeFirstPaintGzipKiB: kib(sum(beforePaint)),
    initialJsFiles: initial.length,
    initialJsGzipKiB: kib(sum(initial)),
    cssGzipKiB: kib(sum(css)),
    lazyJsGzipKiB: kib(sum(lazy)),
    appCodeReachable,
  };
}

/** Up to 90 s: a fresh PGlite database on a busy 2-core machine takes over 30 s to open and migrate. */
async function waitFor(url) {
  for (let i = 0; i < 450; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

if (!process.env.BENCH_WEB_DIST && !process.env.BENCH_SERVER_BUNDLE) buildIfStale();
if (!process.env.CHROME_PATH && !ensureFullChromium()) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'amplio-bench-pages-'));
const server = spawn(process.execPath, [serverBundle], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    // Plain HTTP on localhost: production mode would add HSTS and upgrade-insecure-requests, which need HTTPS.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    WEB_DIST_DIR: webDist,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// A crash (say, Chromium failing to start) must not leave the server holding the port.
process.on('exit', () => server.kill('SIGKILL'));

const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Control page</title><meta name="description" content="An empty page: the floor of this machine."></head>' +
  '<body><main><h1>Creator content for brands</h1><p>Paid safely through escrow.</p></main></body></html>';
// /coop answers the same page with Cross-Origin-Opener-Policy: same-origin, which alone costs blocking time
// (the browser switches browsing-context groups on arrival): see docs/decisions/009-public-pages-without-coop.md.
const control = createServer((request, response) => {
  const coop = request.url === '/coop' ? { 'cross-origin-opener-policy': 'same-origin' } : {};
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...coop });
  response.end(CONTROL_HTML);
}).listen(PORT + 1, '127.0.0.1');
process.on('exit', () => control.close());

/** Lighthouse on one URL, RUNS times: each run's figures and their medians. */
async function measure(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    runs.push({
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      'best-practices': categories['best-practices'].score,
      seo: categories.seo.score,
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      siMs: audits['speed-index'].numericValue,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
    process.stdout.write('.');
  }
  const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs'];
  return { median: Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])), runs };
}

let chrome;
try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const pages = [];
  for (const path of PAGES) {
    const url = `http://127.0.0.1:${PORT}${path}`;
    // One warm-up load so the server's first-request costs (PGlite, file cache) are not measured.
    await fetch(url);
    const { median: med, runs } = await measure(url, chrome.port);
    pages.push({ path, median: med, runs, bundle: bundleFigures(path) });
  }
  const controlResult = await measure(`http://127.0.0.1:${PORT + 1}/`, chrome.port);
  const coopControlResult = await measure(`http://127.0.0.1:${PORT + 1}/coop`, chrome.port);
  process.stdout.write('\n');

  const pass = (p) =>
    p.median.performance >= TARGETS.performance &&
    p.median.accessibility >= TARGETS.accessibility &&
    p.median['best-practices'] >= TARGETS['best-practices'] &&
    p.median.seo >= TARGETS.seo &&
    p.median.lcpMs <= TARGETS.lcpMs &&
    p.median.tbtMs <= TARGETS.tbtMs &&
    p.median.cls <= TARGETS.cls;
  const result = {
    date: new Date().toISOString(),
    loadAverage: os.loadavg(),
    cpus: os.cpus().length,
    node: process.version,
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    chrome: chrome ? (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser : null,
    settings: 'mobile emulation, simulated throttling (Lighthouse defaults), median of runs',
    runs: RUNS,
    targets: TARGETS,
    pages: pages.map((p) => ({ ...p, meetsTargets: pass(p) })),
    control: { html: CONTROL_HTML, ...controlResult },
    controlWithCoop: coopControlResult,
    otherPages: ['/about', '/privacy', '/term', '/cookie', '/signup', '/mainpagecopy', '/social-tool', '/testform']
      .filter((p) => !PAGES.includes(p))
      .map(bundleFigures),
  };
  writeFileSync(join(root, 'bench/results/pages.json'), `${JSON.stringify(result, null, 2)}\n`);
  const fmt = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : '–');
  const table = [
    `Lighthouse ${result.lighthouse}, ${result.chrome}, mobile, simulated throttling, median of ${RUNS} runs.`,
    '',
    '| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS before paint gz KiB | hydration JS gz KiB | HTML gz KiB (CSS inline) | lazy JS gz KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.pages.map(
      (p) =>
        `| ${p.path} | ${fmt(p.median.performance, 2)} | ${fmt(p.median.accessibility, 2)} | ${fmt(p.median['best-practices'], 2)} | ${fmt(p.median.seo, 2)} | ${fmt(p.median.fcpMs)} | ${fmt(p.median.lcpMs)} | ${fmt(p.median.tbtMs)} | ${fmt(p.median.cls, 3)} | ${p.bundle.jsBeforeFirstPaintGzipKiB ?? '–'} | ${p.bundle.initialJsGzipKiB ?? '–'} | ${p.bundle.htmlGzipKiB ?? '–'} | ${p.bundle.lazyJsGzipKiB ?? '–'} |`,
    ),
    ...[
      ['control: empty page', controlResult],
      ['control: empty page + COOP same-origin', coopControlResult],
    ].map(
      ([label, c]) =>
        `| ${label} | ${fmt(c.median.performance, 2)} | – | – | – | ${fmt(c.median.fcpMs)} | ${fmt(c.median.lcpMs)} | ${fmt(c.median.tbtMs)} | ${fmt(c.median.cls, 3)} | 0 | 0 | 0.2 | 0 |`,
    ),
    '',
    `TBT of every run (ms): ${[...result.pages.map((p) => `${p.path} ${p.runs.map((r) => Math.round(r.tbtMs)).join('/')}`), `control ${controlResult.runs.map((r) => Math.round(r.tbtMs)).join('/')}`, `control + COOP ${coopControlResult.runs.map((r) => Math.round(r.tbtMs)).join('/')}`].join('; ')}.`,
    '',
    `Targets: perf ≥ ${TARGETS.performance}, a11y ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; JS before first paint ≤ ${TARGETS.initialJsGzipKiB} KiB gz.`,
    'Render-blocking scripts on every prerendered page: ' +
      [...result.pages.map((p) => p.bundle), ...result.otherPages].map((b) => b.renderBlockingScripts ?? '–').join(', ') +
      ' (the module scripts run after the HTML has painted).',
    `Machine load average when the run ended: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} (${os.cpus().length} CPUs); Lighthouse multiplies observed CPU time by 4, so a busy machine inflates TBT and LCP.`,
    `All targets met: ${
      result.pages.every((p) => p.meetsTargets)
        ? 'yes'
        : `no (${result.pages
            .filter((p) => !p.meetsTargets)
            .map((p) => p.path)
            .join(', ')})`
    }`,
  ].join('\n');
  writeFileSync(join(root, 'bench/results/pages.md'), `${table}\n`);
  console.log(table);
} finally {
  await chrome?.kill();
  control.close();
  server.kill('SIGTERM');
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500);
}
