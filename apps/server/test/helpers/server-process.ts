import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../src/db/client';
import { processArgs } from './server-bundle';

const serverDir = join(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Everything it printed, for assertions and for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A new, empty data folder for a server process. */
const newDataDir = () => mkdtempSync(join(process.env.AMPLIO_TEST_TMP ?? tmpdir(), 'server-'));

/**
 * A new data folder whose embedded database is already migrated, from the global setup's dump: a server started on it
 * skips creating and migrating PGlite in WebAssembly, about 10 CPU-seconds, where that is not what the test is about.
 */
export async function dataDirWithMigratedPglite(): Promise<string> {
  const dump = process.env.AMPLIO_TEST_PGLITE_DUMP;
  if (!dump) throw new Error('the global setup made no PGlite dump (this pass runs on PostgreSQL)');
  const dataDir = newDataDir();
  const database = await openPglite({ dataDir: join(dataDir, 'db'), loadDataDir: new Blob([readFileSync(dump)]) });
  await database.close();
  return dataDir;
}

/**
 * The real server (its bundle, or src/server.ts through tsx: server-bundle.ts) in a child process, answering /healthz.
 * A restart passes the previous process's `port` and `dataDir`, so its clients and its uploaded files find it again.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; dataDir?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir();
  let out = '';
  const child = spawn(process.execPath, processArgs('server'), {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_SECRET: 'process-test-secret-process-test-secret-0123',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      // These tests upload placeholder bytes, not videos: with ffmpeg each upload would queue a processing job that
      // only fails, and crowd the money traffic they watch. The video tests run ffmpeg in-process (decision 050).
      FFMPEG_PATH: join(dataDir, 'no-ffmpeg'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${out}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within a minute:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, child, dataDir, output: () => out, exited };
}

/** Subscribes an address to the newsletter over HTTP, as a browser would: this queues the confirmation mail. */
export async function subscribeOverHttp(url: string, email: string): Promise<void> {
  const first = await fetch(`${url}/sanctum/csrf-cookie`);
  const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  const res = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': token, accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`subscribe answered ${res.status}: ${await res.text()}`);
}
