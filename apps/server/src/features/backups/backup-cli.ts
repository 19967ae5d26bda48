/**
 * `npm run backup [-- <folder>]`: a consistent copy of the embedded database and the uploaded files into a new
 * timestamped folder under data/backups (or <folder>). `npm run backup -- --restore <backup>`: puts one back into
 * DATA_DIR (and STORAGE_DIR), which must be empty. Both need the server stopped; on PostgreSQL they print the
 * procedure instead (README "Backups"). See backup.ts and docs/decisions/032-backups.md.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { BackupError, createBackup, LOCAL_SECRETS, restoreBackup, shown } from './backup';

const POSTGRES_PROCEDURE = `DATABASE_URL is set: this server's data is in PostgreSQL, which backs up online with its own tools.
  pg_dump --format=custom --file=amplio-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"
and the uploaded files (STORAGE_DIR, or the S3 bucket with the store's own tools). See the README's "Backups".`;

async function main(argv: string[]): Promise<number> {
  // Reading the configuration generates the local secrets a data folder lacks; a restore puts the backup's back instead.
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  const ownSecrets = new Set(LOCAL_SECRETS.filter((name) => existsSync(join(dataDir, name))));
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (config.databaseUrl) {
    console.error(POSTGRES_PROCEDURE);
    return 2;
  }
  const storageDir = config.storage.kind === 'local' ? config.storage.dir : null;
  const restoreAt = argv.indexOf('--restore');
  if (restoreAt >= 0) {
    const from = argv[restoreAt + 1];
    if (!from) {
      console.error('Usage: npm run backup -- --restore <backup folder>');
      return 1;
    }
    const manifest = await restoreBackup({ from, dbDir: config.dbDir, storageDir, dataDir: config.dataDir, keepSecrets: ownSecrets });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${shown(config.dbDir)}${storageDir ? ` and ${shown(storageDir)}` : ''}: ` +
        `${manifest.checks.ledgerTransfers} ledger transfers (invariants hold), ${manifest.checks.storedFiles} stored files present.`,
    );
    return 0;
  }
  const dest = argv.find((arg) => !arg.startsWith('--')) ?? join(config.dataDir, 'backups');
  const started = Date.now();
  const { dir, manifest } = await createBackup({ dbDir: config.dbDir, storageDir, dataDir: config.dataDir, dest });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Backup written to ${shown(dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s: the database (${mb(manifest.database.bytes)}), ` +
      (manifest.uploads
        ? `${manifest.uploads.files} uploaded files (${mb(manifest.uploads.bytes)})`
        : 'no uploads (they are in the object store)') +
      `. Checked: the ledger invariants hold on the copy and all ${manifest.checks.storedFiles} stored files are in it.`,
  );
  if (!storageDir) console.log('Back the bucket up with the object store’s own tools (versioning or replication).');
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
