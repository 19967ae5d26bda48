// Serves the built app for the browser tests on a fresh, throw-away database with the demo seeded: PGlite by default,
// or, with E2E_DATABASE_URL (a PostgreSQL server; `npm test` sets it when PostgreSQL answers), a database of its own
// created on that server, migrated, and dropped when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(join(tmpdir(), 'amplio-e2e-'));
// E2E_SERVER_BUNDLE and E2E_WEB_DIST let several engineers run browser tests at once on their own builds.
const bundle = process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/server.mjs';
const serverUrl = process.env.E2E_DATABASE_URL;

/** The URL of `name` on the server of `url`. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl = '';
let databaseName = '';
if (serverUrl) {
  databaseName = `amplio_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${databaseName}`);
  databaseUrl = withDatabase(serverUrl, databaseName);
  // The bundle's own migrations command, built beside it (apps/server/build-server.mjs).
  const migrated = spawnSync(process.execPath, [join(dirname(bundle), 'migrate-cli.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  if (migrated.status !== 0) {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    process.exit(1);
  }
}

const child = spawn(process.execPath, [bundle], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_SCALE: '50',
    // At the lowest priority, ffmpeg gets next to no CPU while the browsers keep both cores busy, and a test that waits
    // for a processed video waits minutes behind the other tests' uploads (decision 050). The tests' server runs it at
    // the same priority as everything else; production keeps 19.
    VIDEO_FFMPEG_NICE: process.env.VIDEO_FFMPEG_NICE ?? '0',
    // The demo's eight seeded videos stay as sent (they play unprocessed); the tests that look at a processed video
    // upload their own (decision 036).
    // x264's fastest preset: half the CPU per upload; the tests look at the poster, the duration and the playback, not
    // at the encoding's efficiency.
    VIDEO_X264_PRESET: process.env.VIDEO_X264_PRESET ?? 'ultrafast',
    DEMO_VIDEOS_UNPROCESSED: process.env.DEMO_VIDEOS_UNPROCESSED ?? '1',
    WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  process.exit(code ?? 0);
});
