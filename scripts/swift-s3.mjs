// A throwaway S3-compatible object store for tests: OpenStack Swift with its s3api layer, from Debian's packages.
// startSwiftS3() writes a config into a temp folder (one ring device each, ports picked free on 127.0.0.1), starts
// the account, container, object and proxy servers as child processes, waits until S3 answers and creates the bucket.
// Run it by hand with `node scripts/swift-s3.mjs`: it prints the endpoint and serves until Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVERS = ['account', 'container', 'object', 'proxy'];
const BINARIES = [...SERVERS.map((s) => `/usr/bin/swift-${s}-server`), '/usr/bin/python3'];
const PACKAGES = ['swift-proxy', 'swift-object', 'swift-container', 'swift-account'];
/** The tempauth user: S3 access key `test:tester`, secret `testing`. */
export const SWIFT_S3_CREDENTIALS = { accessKeyId: 'test:tester', secretAccessKey: 'testing' };
const REGION = 'us-east-1';

export const SWIFT_PACKAGES = PACKAGES;
export const swiftInstalled = () => BINARIES.every((b) => existsSync(b)) && existsSync('/etc/swift/swift.conf');

/**
 * Answers why Swift cannot run here, or null when it can. Installs Debian's packages with apt when they are
 * missing and we are root, as the test run does for Chromium.
 */
export function ensureSwift() {
  if (swiftInstalled()) return null;
  if (process.getuid?.() !== 0) {
    return `OpenStack Swift is not installed. Install Debian's packages: sudo apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`;
  }
  console.log("Installing Debian's OpenStack Swift packages for the S3 tests…");
  const res = spawnSync(
    'bash',
    [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${PACKAGES.join(' ')} > /dev/null`,
    ],
    { stdio: 'inherit' },
  );
  if (res.status !== 0) return `apt-get could not install OpenStack Swift (exit ${res.status ?? res.signal})`;
  return BINARIES.every((b) => existsSync(b)) ? null : 'OpenStack Swift was installed but its servers are missing';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const serverConf = (kind, { dir, port }) => `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
devices = ${dir}/srv
mount_check = false
swift_dir = ${dir}
workers = 0
log_name = swift-${kind}

[pipeline:main]
pipeline = ${kind}-server

[app:${kind}-server]
use = egg:swift#${kind}
`;

// s3api turns S3 calls into Swift ones; tempauth checks their signatures; slo backs multipart uploads.
const proxyConf = ({ dir, port }) => `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
swift_dir = ${dir}
workers = 0
log_name = swift-proxy

[pipeline:main]
pipeline = catch_errors gatekeeper proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:cache]
use = egg:swift#memcache

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:s3api]
use = egg:swift#s3api
location = ${REGION}

[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = ${SWIFT_S3_CREDENTIALS.secretAccessKey} .admin

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo
`;

// One Python process builds the three rings (one device each): swift-ring-builder would cost a process per step.
const RING_SCRIPT = `
import sys
from swift.common.ring import RingBuilder
folder = sys.argv[1]
for name, port in zip(('account', 'container', 'object'), sys.argv[2:]):
    builder = RingBuilder(6, 1, 0)
    builder.add_dev({'id': 0, 'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': int(port), 'device': 'd1', 'weight': 100})
    builder.rebalance()
    builder.save(f'{folder}/{name}.builder')
    builder.get_ring().save(f'{folder}/{name}.ring.gz')
`;

function buildRings(dir, ports) {
  const res = spawnSync('/usr/bin/python3', ['-c', RING_SCRIPT, dir, ports.account, ports.container, ports.object].map(String), {
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`building the Swift rings failed: ${res.stderr || res.stdout}`);
}

async function waitForS3(endpoint, children, deadline) {
  for (;;) {
    const exited = children.find((c) => c.exitCode !== null || c.signalCode !== null);
    if (exited) throw new Error(`a Swift server exited during start (${exited.spawnargs[0]})`);
    try {
      // Any S3 answer (403 for an unsigned call) means the proxy and its pipeline are up.
      const res = await fetch(`${endpoint}/`, { signal: AbortSignal.timeout(1000) });
      if (res.status < 500) return;
    } catch {}
    if (Date.now() > deadline) throw new Error('Swift did not answer within the start timeout');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts Swift with its S3 layer and creates `bucket`. Answers the connection details and stop(), or throws with
 * the reason it cannot run (see ensureSwift). Logs go to a file in the temp folder, printed when start fails.
 */
export async function startSwiftS3({ bucket = 'amplio-test', timeoutMs = 120_000 } = {}) {
  const missing = ensureSwift();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'amplio-swift-'));
  const ports = {};
  for (const name of SERVERS) ports[name] = await freePort();
  mkdirSync(join(dir, 'srv', 'd1'), { recursive: true });
  buildRings(dir, ports);
  for (const kind of ['account', 'container', 'object'])
    writeFileSync(join(dir, `${kind}.conf`), serverConf(kind, { dir, port: ports[kind] }));
  writeFileSync(join(dir, 'proxy.conf'), proxyConf({ dir, port: ports.proxy }));

  const logFile = join(dir, 'swift.log');
  writeFileSync(logFile, '');
  const children = SERVERS.map((kind) => {
    // -v logs to the console, which we keep in a file: there is no syslog in a container.
    const child = spawn(`/usr/bin/swift-${kind}-server`, [join(dir, `${kind}.conf`), '-v'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    });
    for (const s of [child.stdout, child.stderr]) s.on('data', (d) => writeFileSync(logFile, d, { flag: 'a' }));
    return child;
  });
  const endpoint = `http://127.0.0.1:${ports.proxy}`;
  // A test process that dies without stop() must not leave servers behind.
  const killAll = () => {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killAll);

  async function stop() {
    process.off('exit', killAll);
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            const timer = setTimeout(() => c.kill('SIGKILL'), 3000);
            c.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    await waitForS3(endpoint, children, Date.now() + timeoutMs);
    await createBucket({ endpoint, bucket });
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${err.message}\n${log}`);
  }
  return { endpoint, region: REGION, bucket, ...SWIFT_S3_CREDENTIALS, stop };
}

async function createBucket({ endpoint, bucket }) {
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: SWIFT_S3_CREDENTIALS });
  try {
    // The account is created on first use; right after start its first write can race that. On a loaded machine
    // (CI's PostgreSQL pass keeps both cores busy) Swift's SQLite databases also answer 503 SlowDown for a while,
    // which once failed a whole test file: so retry for up to a minute, not a count of quick tries.
    const deadline = Date.now() + 60_000;
    for (let attempt = 1; ; attempt++) {
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
        return;
      } catch (err) {
        if (err.name === 'BucketAlreadyOwnedByYou' || err.name === 'BucketAlreadyExists') return;
        if (Date.now() >= deadline) throw err;
        await new Promise((r) => setTimeout(r, Math.min(250 * attempt, 2000)));
      }
    }
  } finally {
    client.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const swift = await startSwiftS3({ bucket: process.env.S3_BUCKET ?? 'amplio' });
  console.log(`Swift S3 on ${swift.endpoint}, bucket ${swift.bucket}`);
  console.log(
    `STORAGE_URL=s3://${swift.bucket}?endpoint=${encodeURIComponent(swift.endpoint)}&region=${swift.region} ` +
      `AWS_ACCESS_KEY_ID=${swift.accessKeyId} AWS_SECRET_ACCESS_KEY=${swift.secretAccessKey}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => swift.stop().then(() => process.exit(0)));
}
