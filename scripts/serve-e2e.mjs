// Serves the built app for the browser tests on a fresh, throw-away database with the demo seeded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'amplio-e2e-'));
// E2E_SERVER_BUNDLE and E2E_WEB_DIST let several engineers run browser tests at once on their own builds.
const bundle = process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/server.mjs';
const child = spawn(process.execPath, [bundle], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    RATE_LIMIT_SCALE: '50',
    WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
