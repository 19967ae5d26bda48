import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite } from '../../db/client';
import { checkLedgerInvariants } from '../ledger/ledger-invariants';

/**
 * A consistent copy of the embedded database (PGlite) and of the uploaded files, in one folder:
 *
 *   <dest>/<UTC time>/db.tar.gz        the database folder, as PGlite's own dumpDataDir writes it after a CHECKPOINT
 *   <dest>/<UTC time>/uploads/         the local storage folder, file for file
 *   <dest>/<UTC time>/secrets/         the generated APP_SECRET and webhook secret, when the data folder holds them
 *   <dest>/<UTC time>/manifest.json    what is in it, and the checks the copy passed
 *
 * It is made with the server stopped (the CLI takes the database folder's lock, so a server cannot start meanwhile),
 * written under a `.partial` name and renamed once whole, and checked before it is called done: the dump is loaded
 * into a throwaway in-memory database, the ledger invariants must hold there, and every stored file's bytes must be
 * in the copy at their recorded size. See docs/decisions/032-backups.md.
 */

export const BACKUP_DB_FILE = 'db.tar.gz';
export const BACKUP_MANIFEST = 'manifest.json';
/** Secrets the server generates into the data folder outside production; a restore needs them for its sessions. */
export const LOCAL_SECRETS = ['.app-secret', '.payment-webhook-secret'];

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite'; file: string; bytes: number; sha256: string; migrations: number };
  /** Null when files live in an object store (back it up with the store's own tools). */
  uploads: { files: number; bytes: number } | null;
  secrets: string[];
  checks: { storedFiles: number; ledgerTransfers: number; ledgerInvariants: 'hold' };
}

export class BackupError extends Error {}

/** The folder a server's database lives in is held by it: a second process would copy (or corrupt) a moving target. */
export async function openIdleDatabase(dbDir: string, purpose: string): Promise<Database> {
  try {
    return await openPglite({ dataDir: dbDir });
  } catch (err) {
    const message = (err as Error).message;
    if (/is in use by process/.test(message)) {
      throw new BackupError(
        `${message.replace(/ Stop it first\.$/, '')} The embedded database cannot be ${purpose} while a server holds it: stop the server (Ctrl+C or SIGTERM), then run this again.`,
      );
    }
    throw err;
  }
}

/** UTC time as a folder name that sorts in time order: 2026-11-26T14-05-09Z. */
export const backupName = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export async function createBackup(input: {
  dbDir: string;
  /** The local storage folder, or null when uploads live in an object store. */
  storageDir: string | null;
  /** Where the generated secrets live (the data folder). */
  dataDir: string;
  dest: string;
  now?: Date;
}): Promise<{ dir: string; manifest: BackupManifest }> {
  const dbDir = resolve(input.dbDir);
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database at ${dbDir} to back up.`);
  const now = input.now ?? new Date();
  const dir = join(resolve(input.dest), backupName(now));
  if (existsSync(dir)) throw new BackupError(`${dir} already exists.`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const database = await openIdleDatabase(dbDir, 'backed up');
    let migrations: number;
    try {
      migrations = await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      // Everything committed is in the data files, not only in the WAL, before the folder is packed.
      await database.db.execute(sql`checkpoint`);
      const dump = await pgliteOf(database).dumpDataDir('gzip');
      await writeFile(join(partial, BACKUP_DB_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      // Copied while the database is still held: no server can start and add an upload meanwhile.
      if (input.storageDir && existsSync(input.storageDir)) await cp(input.storageDir, join(partial, 'uploads'), { recursive: true });
    } finally {
      await database.close();
    }
    const secrets: string[] = [];
    for (const name of LOCAL_SECRETS) {
      const file = join(input.dataDir, name);
      if (!existsSync(file)) continue;
      await mkdir(join(partial, 'secrets'), { recursive: true, mode: 0o700 });
      await copyFile(file, join(partial, 'secrets', name));
      await chmod(join(partial, 'secrets', name), 0o600);
      secrets.push(name);
    }
    const dbFile = join(partial, BACKUP_DB_FILE);
    const checks = await verifyBackupFolder(partial, { uploads: input.storageDir !== null });
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: { kind: 'pglite', file: BACKUP_DB_FILE, bytes: (await stat(dbFile)).size, sha256: await sha256(dbFile), migrations },
      uploads: input.storageDir ? await folderSize(join(partial, 'uploads')) : null,
      secrets,
      checks,
    };
    await writeFile(join(partial, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Loads a backup's database into a throwaway in-memory PGlite and checks it: the ledger invariants hold and every
 * stored file's bytes are in the backup's uploads at their recorded size (files in an object store are not checked).
 */
export async function verifyBackupFolder(dir: string, expect: { uploads: boolean }): Promise<BackupManifest['checks']> {
  const dump = await readFile(join(dir, BACKUP_DB_FILE));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  try {
    await checkLedgerInvariants(database.db);
    const uploads = join(dir, 'uploads');
    const files = (await database.db.execute(sql`select storage_key, size_bytes::text as size from stored_files`)) as unknown as {
      rows: { storage_key: string; size: string }[];
    };
    if (expect.uploads) {
      const missing: string[] = [];
      for (const file of files.rows) {
        const size = await stat(join(uploads, file.storage_key)).then(
          (s) => s.size,
          () => -1,
        );
        if (size !== Number(file.size)) missing.push(`${file.storage_key} (${size < 0 ? 'missing' : `${size} bytes, not ${file.size}`})`);
      }
      if (missing.length > 0)
        throw new BackupError(`The backup lacks the bytes of ${missing.length} stored files: ${missing.slice(0, 5).join(', ')}`);
    }
    return {
      storedFiles: files.rows.length,
      ledgerTransfers: await count(database, sql`select count(*)::int as n from ledger_transfers`),
      ledgerInvariants: 'hold',
    };
  } finally {
    await database.close();
  }
}

/**
 * Puts a backup back: the database into `dbDir` and the uploads into `storageDir`, neither of which may hold anything
 * yet, and the generated secrets into `dataDir` (but for those in `keepSecrets`, which the folder had of its own).
 * Checks the backup first.
 */
export async function restoreBackup(input: {
  from: string;
  dbDir: string;
  storageDir: string | null;
  dataDir: string;
  keepSecrets?: ReadonlySet<string>;
}): Promise<BackupManifest> {
  const from = resolve(input.from);
  const manifestFile = join(from, BACKUP_MANIFEST);
  if (!existsSync(manifestFile)) throw new BackupError(`${from} is not a backup: it has no ${BACKUP_MANIFEST}.`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  if ((await sha256(join(from, BACKUP_DB_FILE))) !== manifest.database.sha256) {
    throw new BackupError(`${join(from, BACKUP_DB_FILE)} does not match its manifest: the backup is damaged.`);
  }
  for (const [what, dir] of [
    ['database', input.dbDir],
    ['uploads', input.storageDir],
  ] as const) {
    if (dir && existsSync(dir) && (await readdir(dir)).length > 0) {
      throw new BackupError(`The ${what} folder ${resolve(dir)} is not empty: move it away first, a restore never writes over data.`);
    }
  }
  await verifyBackupFolder(from, { uploads: manifest.uploads !== null });
  await mkdir(input.dbDir, { recursive: true });
  const database = await openPglite({ dataDir: input.dbDir, loadDataDir: new Blob([await readFile(join(from, BACKUP_DB_FILE))]) });
  await database.close();
  if (input.storageDir && existsSync(join(from, 'uploads'))) await cp(join(from, 'uploads'), input.storageDir, { recursive: true });
  for (const name of manifest.secrets) {
    const target = join(input.dataDir, name);
    if (input.keepSecrets?.has(name)) continue;
    await mkdir(input.dataDir, { recursive: true });
    await copyFile(join(from, 'secrets', name), target);
    await chmod(target, 0o600);
  }
  return manifest;
}

function pgliteOf(database: Database): { dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob> } {
  return (database.db as unknown as { $client: { dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob> } }).$client;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** A path as the CLI prints it: relative to where it runs when that is shorter. */
export const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && rel.length < path.length ? rel : path;
};
