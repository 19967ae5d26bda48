// Helpers shared by start.mjs and test.mjs: dependency install, staleness check, child processes.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SWIFT_PACKAGES, swiftInstalled } from './swift-s3.mjs';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    if (!opts.allowFailure) {
      console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
      process.exit(res.status ?? 1);
    }
  }
  return res.status ?? 1;
}

/** True when node_modules is missing or older than the lock file (npm writes its own copy of the lock on install). */
export function dependenciesMissing(dir = root) {
  const marker = join(dir, 'node_modules/.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  if (!dependenciesMissing()) return;
  console.log('Installing dependencies…');
  // npm ci is exact; if the registry lacks a platform package the lock names, npm install still resolves the rest.
  if (run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { allowFailure: true }) === 0) return;
  console.log('npm ci failed; falling back to npm install…');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

/**
 * Installs the benches' own packages (autocannon, Lighthouse, chrome-launcher: bench/package.json, not a workspace) into
 * bench/node_modules when it is missing or older than bench/package-lock.json. Only the benches need them, so a fresh
 * clone's `npm ci` leaves them out (decision 036, stop 46).
 */
export function ensureBenchDependencies() {
  if (!dependenciesMissing(join(root, 'bench'))) return;
  console.log("Installing the benches' dependencies…");
  run('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund', '--loglevel=error']);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const SOURCES = [
  'packages/shared/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/build-server.mjs',
  'package-lock.json',
];
// home.html is the prerendered home page: a build without the prerender step counts as stale.
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist/home.html', 'apps/server/dist/server.mjs'];

/** Builds the web app and the server bundle when any source is newer than the oldest output; true when it built. */
export function buildIfStale({ force = false, env = {} } = {}) {
  const newestSource = Math.max(...SOURCES.map((p) => newestMtime(join(root, p))));
  const oldestOutput = Math.min(...OUTPUTS.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0)));
  if (!force && oldestOutput > newestSource) return false;
  console.log('Building…');
  run('npm', ['run', 'build', '--silent'], { env });
  return true;
}

export function startChild(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

/**
 * The browser the Playwright tests drive: CHROMIUM_PATH, else Debian's Chromium headless shell (the same source and
 * version as its `chromium` package, without the desktop browser around the renderer: decision 053), else Debian's
 * `/usr/bin/chromium`.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const testBrowserPath = () =>
  process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL, FULL_CHROMIUM].find((path) => existsSync(path)) ?? HEADLESS_SHELL;

/** A Debian package's browser at `path`, installed with apt when it is missing and we are root. */
function ensureDebianBrowser(path, debianPackage) {
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing Debian's ${debianPackage} package…`);
  run('bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage} > /dev/null`]);
  return existsSync(path);
}

/**
 * The browser the tests drive (testBrowserPath), installed when missing and we are root. Without root, Debian's
 * `/usr/bin/chromium` does the same work more slowly.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH);
  if (ensureDebianBrowser(HEADLESS_SHELL, 'chromium-headless-shell')) return true;
  if (existsSync(FULL_CHROMIUM)) {
    console.log(`Debian's chromium-headless-shell is not installed: the browser tests use ${FULL_CHROMIUM}, more slowly.`);
    return true;
  }
  console.error("Chromium is missing. Install Debian's package: sudo apt-get install -y chromium-headless-shell");
  return false;
}

/** Debian's full `chromium`, for Lighthouse (`bench/pages.mjs`) and the carousel clips (`scripts/assets`). */
export function ensureFullChromium() {
  if (ensureDebianBrowser(FULL_CHROMIUM, 'chromium')) return true;
  console.error(`Chromium is missing at ${FULL_CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
  return false;
}

/** Whether `ffmpeg` and `ffprobe` answer (FFMPEG_PATH/FFPROBE_PATH, else the PATH). */
function ffmpegPresent() {
  const ok = (cmd) => spawnSync(cmd, ['-version'], { stdio: 'ignore' }).status === 0;
  return ok(process.env.FFMPEG_PATH ?? 'ffmpeg') && ok(process.env.FFPROBE_PATH ?? 'ffprobe');
}

/**
 * Debian's ffmpeg (with ffprobe), which processes uploaded videos (decision 050): installed with apt when missing and
 * we are root, as Chromium is. Without it the server still takes uploads, unprocessed, and its start line says why.
 */
export function ensureFfmpeg() {
  if (ffmpegPresent()) return true;
  if (process.getuid?.() !== 0) {
    console.error("ffmpeg is missing: uploaded videos will not be processed. Install Debian's package: sudo apt-get install -y ffmpeg");
    return false;
  }
  console.log("Installing Debian's ffmpeg package…");
  run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg > /dev/null'], {
    allowFailure: true,
  });
  return ffmpegPresent();
}

/** Runs an apt script in the background, its output in a file (a pipe would stall it while a stage blocks). */
function aptInBackground(script) {
  const log = join(tmpdir(), `amplio-apt-${process.pid}-${Date.now()}.log`);
  return new Promise((resolve) => {
    const out = openSync(log, 'w');
    const child = spawn('bash', ['-c', script], {
      stdio: ['ignore', out, out],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    closeSync(out);
    const done = (code) => {
      if (code !== 0)
        console.log(`apt-get exited with ${code}; each stage installs what it still lacks:\n${readFileSync(log, 'utf8').slice(-2000)}`);
      rmSync(log, { force: true });
      resolve();
    };
    child.on('exit', done);
    child.on('error', () => done(1));
  });
}

/**
 * The Debian packages `npm test` needs and lacks, installed with apt in the background when we are root: ffmpeg and
 * Swift (the S3 tests) first, then the headless shell. Their download and unpacking overlap the install of the npm
 * packages, the type-check, the lint and the build (the shell's, the server tests) instead of holding up the stages
 * that need them (decision 036). Each promise resolves when its part is done and never rejects: ensureFfmpeg,
 * ensureChromium and ensureSwift find their packages there afterwards, or install and report them themselves.
 */
export function installTestPackagesInBackground() {
  const asRoot = process.getuid?.() === 0;
  const forServerTests = [...(ffmpegPresent() ? [] : ['ffmpeg'])];
  const swift = swiftInstalled() ? [] : SWIFT_PACKAGES;
  const forBrowserTests = process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell'];
  if (!asRoot || forServerTests.length + swift.length + forBrowserTests.length === 0)
    return { serverTestPackages: Promise.resolve(), browserTestPackages: Promise.resolve() };
  console.log(`Installing Debian's ${[...forServerTests, ...swift, ...forBrowserTests].join(', ')} in the background…`);
  const install = (names, flags = '') => (names.length ? ` && apt-get install -y -qq ${flags}${names.join(' ')}` : '');
  const serverTestPackages = aptInBackground(`apt-get update -qq${install(forServerTests)}${install(swift, '--no-install-recommends ')}`);
  const browserTestPackages = serverTestPackages.then(() =>
    forBrowserTests.length ? aptInBackground(`true${install(forBrowserTests)}`) : undefined,
  );
  return { serverTestPackages, browserTestPackages };
}
