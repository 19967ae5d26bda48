// The project's Node.js runtime. `npm start` and `npm test` run under Node 24 (the active LTS): a machine that has
// Node >= 24 uses its own; an older one gets Node 24 from the npm registry's platform package (node-<os>-<arch>,
// which ships the binary inside the package), cached in .cache/node/<version>, and the script re-runs under it.
// Written for the oldest Node it may meet (20): plain node: APIs only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** The exact versions the project installs when the machine's Node is too old; bump them here. */
export const NODE_RUNTIMES = { 24: '24.21.0', 26: '26.10.0' };
export const REQUIRED_NODE_MAJOR = 24;

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

function platformPackage() {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  if (!os) throw new Error(`No Node.js platform package for ${process.platform}; install Node ${REQUIRED_NODE_MAJOR} yourself.`);
  return `node-${os}-${process.arch}`;
}

/** Where the cached Node of `major` lives, and the npm command that installs it there. */
function cachedNode(major) {
  const version = NODE_RUNTIMES[major];
  if (!version) throw new Error(`No pinned Node version for major ${major}`);
  const pkg = platformPackage();
  const prefix = join(root, '.cache', 'node', version);
  const packageDir = join(prefix, 'node_modules', pkg);
  const binary = join(packageDir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  const flags = ['--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
  const installArgs = ['install', '--prefix', prefix, ...flags, `${pkg}@${version}`];
  return { version, pkg, packageDir, binary, installArgs };
}

/**
 * Path of a cached Node of `major`, installing the platform package first when the cache lacks it.
 * A second call finds the cache and installs nothing.
 */
export function cachedNodeBinary(major) {
  const { version, pkg, packageDir, binary, installArgs } = cachedNode(major);
  if (existsSync(binary)) return { binary, packageDir, version, installed: false };
  console.log(`Installing Node ${version} from the npm registry (${pkg}) into .cache/node/${version}…`);
  const res = spawnSync('npm', installArgs, { stdio: 'inherit', cwd: root });
  if (res.status !== 0 || !existsSync(binary)) {
    throw new Error(`Could not install ${pkg}@${version} from the npm registry (exit ${res.status ?? res.signal}).`);
  }
  return { binary, packageDir, version, installed: true };
}

/**
 * Starts installing the cached Node of `major` in the background, when the cache lacks it: the download waits on the
 * network while the caller's other work uses the CPU. Resolves once it has ended, installed or not (cachedNodeBinary
 * then finds it, or tries again and reports the error).
 */
export function cachedNodeBinaryInBackground(major) {
  const { binary, installArgs } = cachedNode(major);
  if (existsSync(binary)) return Promise.resolve();
  const child = spawn('npm', installArgs, { stdio: 'ignore', cwd: root });
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.on('error', resolve);
  });
}

/** The environment that makes a child process (and its children: npx, npm, vitest) use the given Node. */
export function envForNode({ binary, packageDir }, base = process.env) {
  return {
    ...base,
    PATH: `${dirname(binary)}${delimiter}${base.PATH ?? ''}`,
    // Native addons built from source compile against this Node's headers, not the machine's.
    npm_config_nodedir: packageDir,
  };
}

/**
 * Makes sure this script runs on Node >= 24. On an older Node, it re-runs the same script under the cached Node 24
 * and exits with its code; on a new enough Node it returns. Prints one line saying which Node runs, and from where
 * (with `quiet`, only when it is not the machine's own).
 */
export function ensureProjectNode({ quiet = false } = {}) {
  if (majorOf(process.versions.node) >= REQUIRED_NODE_MAJOR) {
    const source = process.env.AMPLIO_NODE_SOURCE ?? `the machine's own, ${process.execPath}`;
    // quiet: a command wrapped by scripts/with-dependencies.mjs says nothing when nothing had to be installed.
    if (!quiet || process.env.AMPLIO_NODE_SOURCE) console.log(`Node ${process.version} (${source})`);
    return;
  }
  let runtime;
  try {
    runtime = cachedNodeBinary(REQUIRED_NODE_MAJOR);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  const source = `${runtime.installed ? 'installed now' : 'cached'} from the npm registry in .cache/node/${runtime.version}; the machine has ${process.version}`;
  const child = spawn(runtime.binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...envForNode(runtime), AMPLIO_NODE_SOURCE: source },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Keep this process alive, doing nothing else, until the child exits.
  return new Promise(() => {});
}
