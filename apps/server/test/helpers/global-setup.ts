import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { installJobSchema } from '../../src/lib/jobs/pg-boss-queue';
import { buildServerBundle } from '../../build-server.mjs';
import { PROCESS_ENTRY_POINTS } from './server-bundle';

/** Migrates (and installs pg-boss's schema) once, then every test file starts from a copy: a PGlite dump, or a PostgreSQL template database. */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'amplio-test-'));
  process.env.AMPLIO_TEST_TMP = dir;
  // The programs tests start as processes, bundled from this run's source (server-bundle.ts). Under apps/server, so
  // that the bundles' imports find its node_modules.
  const bundle = join(import.meta.dirname, '../../node_modules/.cache', `amplio-test-processes-${process.pid}`);
  await buildServerBundle({ outdir: bundle, entryPoints: PROCESS_ENTRY_POINTS });
  process.env.AMPLIO_TEST_SERVER_BUNDLE = bundle;
  const removeTemporaryFiles = () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = `amplio_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openPostgres(pgUrl, 1);
    await admin.db.execute(`create database ${template}` as never);
    await admin.close();
    const tpl = await openPostgres(withDatabase(pgUrl, template), 1);
    await runMigrations(tpl);
    await installJobSchema(tpl);
    await tpl.close();
    process.env.AMPLIO_TEST_PG_TEMPLATE = template;
    return async () => {
      const cleanup = await openPostgres(pgUrl, 1);
      // The workers' kept copies (postgres-pool.ts) are named after the template.
      const copies = (await cleanup.db.execute(
        `select datname from pg_database where starts_with(datname, '${template}_')` as never,
      )) as unknown as { rows: { datname: string }[] };
      for (const { datname } of copies.rows) await cleanup.db.execute(`drop database if exists ${datname} with (force)` as never);
      await cleanup.db.execute(`drop database if exists ${template} with (force)` as never);
      await cleanup.close();
      removeTemporaryFiles();
    };
  }
  const db = await openPglite({});
  await runMigrations(db);
  await installJobSchema(db);
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'pglite-migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.env.AMPLIO_TEST_PGLITE_DUMP = file;
  return removeTemporaryFiles;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
