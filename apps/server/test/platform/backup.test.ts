import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../src/db/client';
import type { BackupManifest } from '../../src/features/backups/backup';
import { checkLedgerInvariants } from '../../src/features/ledger/ledger-invariants';
import { processArgs } from '../helpers/server-bundle';
import { dataDirWithMigratedPglite, type ServerProcess, startServerProcess } from '../helpers/server-process';

const serverDir = join(import.meta.dirname, '../..');
const tmp = () => mkdtempSync(join(process.env.AMPLIO_TEST_TMP ?? tmpdir(), 'backup-'));

/** `npm run backup` (its script, without npm) with DATA_DIR pointing at `dataDir`. */
function runBackupCli(dataDir: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...processArgs('backup-cli'), ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});

// The embedded database's backup; PostgreSQL's is pg_dump (README "Backups"), so the PostgreSQL pass skips this file.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup on the embedded database', () => {
  it('refuses while a server holds the database, then copies it and its uploads so that a restore into a fresh folder is whole', async () => {
    // A real server's first start on a migrated database: the demo's brand, creator and operator, funded campaigns,
    // scripts, uploaded videos.
    server = await startServerProcess({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }, { dataDir: await dataDirWithMigratedPglite() });
    const dataDir = server.dataDir;
    const refused = await runBackupCli(dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`is in use by process ${server.child.pid}`);
    expect(refused.output).toContain('stop the server (Ctrl+C or SIGTERM), then run this again');
    expect(existsSync(join(dataDir, 'backups')) && readdirSync(join(dataDir, 'backups')).length > 0).toBe(false);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const made = await runBackupCli(dataDir);
    expect(made.code, made.output).toBe(0);
    const [name] = readdirSync(join(dataDir, 'backups'));
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const backup = join(dataDir, 'backups', name!);
    expect(made.output).toContain(`Backup written to ${backup}`);
    const manifest = JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.checks.ledgerInvariants).toBe('hold');
    expect(manifest.checks.storedFiles).toBeGreaterThan(0);
    expect(manifest.checks.ledgerTransfers).toBeGreaterThan(0);
    expect(manifest.secrets).toEqual(['.app-secret', '.payment-webhook-secret']);
    console.log(made.output.trim());

    // Put it back into a fresh data folder, as on a new machine.
    const fresh = tmp();
    const restored = await runBackupCli(fresh, ['--restore', backup]);
    expect(restored.code, restored.output).toBe(0);
    console.log(restored.output.trim());
    expect(readFileSync(join(fresh, '.app-secret'), 'utf8')).toBe(readFileSync(join(dataDir, '.app-secret'), 'utf8'));

    const original = await openPglite({ dataDir: join(dataDir, 'db') });
    const copy = await openPglite({ dataDir: join(fresh, 'db') });
    try {
      await checkLedgerInvariants(copy.db);
      const counts = (database: Database) =>
        rows(
          database,
          sql`select (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from stored_files) as files,
                (select count(*)::int from users) as users, (select count(*)::int from scripts) as scripts`,
        );
      expect(await counts(copy)).toEqual(await counts(original));
      const files = await rows<{ storage_key: string; size_bytes: number }>(
        copy,
        sql`select storage_key, size_bytes::int from stored_files`,
      );
      expect(files.length).toBe(manifest.checks.storedFiles);
      const missing = files.filter(
        (f) => !existsSync(join(fresh, 'uploads', f.storage_key)) || statSync(join(fresh, 'uploads', f.storage_key)).size !== f.size_bytes,
      );
      expect(missing).toEqual([]);
    } finally {
      await original.close();
      await copy.close();
    }

    // A restore never writes over data.
    const again = await runBackupCli(fresh, ['--restore', backup]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty: move it away first');
  }, 300_000);
});
