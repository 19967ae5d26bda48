import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';
import { openTestDatabase } from '../helpers/test-database';

const skipReason = postgresOnlySkipReason('postgres-session-settings.test.ts');

let database: Database;
beforeAll(async () => {
  if (!skipReason) database = await openTestDatabase();
});
afterAll(() => database?.close());

describe.skipIf(skipReason)(`the app’s PostgreSQL connections${skippedBecause(skipReason)}`, () => {
  it('opens every pooled connection with JIT compilation off, so a misestimated count never compiles', async () => {
    const settings = await Promise.all(
      [1, 2, 3].map(() => database.db.execute(sql`select current_setting('jit') as jit, pg_backend_pid() as pid`)),
    );
    for (const result of settings) expect((result as unknown as { rows: { jit: string }[] }).rows[0]!.jit).toBe('off');
  });
});
