import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { assertMigrated, NotMigratedError } from '../../src/db/migrate';
import { createJobQueue } from '../../src/lib/jobs/pg-boss-queue';
import { silentLogger } from '../helpers/mail-jobs';
import { startServerProcess } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-database';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresSkip = postgresOnlySkipReason('migration-step.test.ts');
const sql = (database: Database, text: string) => database.db.execute(text as never);

let database: Database;
beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  if (onPostgres) await database.close();
});

describe.skipIf(postgresSkip)(`a PostgreSQL node and the migration step${skippedBecause(postgresSkip)}`, () => {
  it('starts on a database the migration step brought up to date', async () => {
    await expect(assertMigrated(database)).resolves.toBeUndefined();
  });

  it('refuses to start while a migration is missing, saying to run npm run db:migrate', async () => {
    await sql(database, 'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)');
    const refused = assertMigrated(database);
    await expect(refused).rejects.toBeInstanceOf(NotMigratedError);
    await expect(refused).rejects.toThrow(/has \d+ of the app's \d+ migrations: run `npm run db:migrate` once before starting the server/);
  });

  it('never installs the job queue itself: without pg-boss’s schema it refuses with the same advice, and the real server exits 1', async () => {
    await sql(database, 'drop schema pgboss cascade');
    await expect(createJobQueue({ database, logger: silentLogger, background: true })).rejects.toThrow(
      /job queue's schema is missing or out of date \(pg-boss is not installed\): run `npm run db:migrate`/,
    );
    const start = startServerProcess({ DATABASE_URL: database.url! });
    await expect(start).rejects.toThrow(/the server exited at start:[\s\S]*run `npm run db:migrate` once before starting the server/);
    const { rows } = (await sql(database, `select count(*)::int as n from pg_namespace where nspname = 'pgboss'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(0);
  }, 90_000);
});
