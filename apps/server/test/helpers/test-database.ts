import { readFileSync } from 'node:fs';
import type { Database } from '../../src/db/client';
import { leasePglite } from './pglite-pool';
import { leasePostgres } from './postgres-pool';

/**
 * A fresh database for one test file: in-memory PGlite from the migrated dump (or one this worker emptied, decision
 * 036), or a PostgreSQL copy of the template (or one this worker emptied), with `poolSize` connections, 5 by default
 * (concurrency tests ask for more).
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.AMPLIO_TEST_PG_TEMPLATE;
  if (pgUrl && template) return leasePostgres(pgUrl, template, options.poolSize ?? 5);
  const dump = process.env.AMPLIO_TEST_PGLITE_DUMP;
  if (!dump) throw new Error('global setup did not run');
  return leasePglite(() => new Blob([readFileSync(dump)]));
}
