import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openPostgres, type Database } from '../../src/db/client';
import { leasePglite } from './pglite-pool';
import { withDatabase } from './global-setup';

/**
 * A fresh database for one test file: in-memory PGlite from the migrated dump (or one this worker emptied, decision
 * 036), or a PostgreSQL copy of the template (with `poolSize` connections, 5 by default; concurrency tests ask for
 * more).
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.AMPLIO_TEST_PG_TEMPLATE;
  if (pgUrl && template) {
    const name = `amplio_t_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(pgUrl, 1);
    await admin.db.execute(`create database ${name} template ${template}` as never);
    await admin.close();
    const database = await openPostgres(withDatabase(pgUrl, name), options.poolSize ?? 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = await openPostgres(pgUrl, 1);
        await cleanup.db.execute(`drop database if exists ${name} with (force)` as never);
        await cleanup.close();
      },
    };
  }
  const dump = process.env.AMPLIO_TEST_PGLITE_DUMP;
  if (!dump) throw new Error('global setup did not run');
  return leasePglite(() => new Blob([readFileSync(dump)]));
}
