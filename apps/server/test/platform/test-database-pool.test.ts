import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from '../helpers/test-database';

/** The test workers' kept databases (decision 036): a file must never see what an earlier file left behind. */
const one = async <T>(database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0] as T;

describe('test databases kept by a worker', () => {
  it('hands the next file an emptied database with its sequences, settings and job queue rows as migrated', async () => {
    const first = await openTestDatabase();
    // The same database, not a new copy: PostgreSQL's has the same name; PGlite's transaction counter has moved on.
    const identity = await one<{ name: string; xid: string }>(first, 'select current_database() as name, txid_current()::text as xid');
    const before = await one<{ queues: number; versions: number }>(
      first,
      'select (select count(*)::int from pgboss.queue) as queues, (select count(*)::int from pgboss.version) as versions',
    );
    await first.db.execute(
      sql.raw(`insert into users (email, name, user_type, password_hash) values ('left-behind@example.com', 'Left Behind', 'brand', 'x')`),
    );
    await first.db.execute(sql.raw(`select pgboss.create_queue('left-behind', '{"policy": "standard"}'::jsonb)`));
    await first.db.execute(sql.raw(`select nextval('user_events_id_seq'), nextval('user_events_id_seq')`));
    await first.db.execute(sql.raw(`set statement_timeout = '1234ms'`));
    await first.db.execute(sql.raw(`select pg_advisory_lock(42)`));
    await first.close();

    const second = await openTestDatabase();
    try {
      const again = await one<{ name: string; xid: string }>(second, 'select current_database() as name, txid_current()::text as xid');
      expect(again.name).toBe(identity.name);
      expect(BigInt(again.xid)).toBeGreaterThan(BigInt(identity.xid) + 1n);
      expect(await one(second, `select count(*)::int as users from users`)).toEqual({ users: 0 });
      expect(
        await one(
          second,
          'select (select count(*)::int from pgboss.queue) as queues, (select count(*)::int from pgboss.version) as versions',
        ),
      ).toEqual(before);
      expect(await one(second, `select nextval('user_events_id_seq')::int as id`)).toEqual({ id: 1 });
      expect(await one(second, `select current_setting('statement_timeout') as timeout`)).toEqual({ timeout: '0' });
      expect(await one(second, `select pg_try_advisory_lock(42) as locked`)).toEqual({ locked: true });
    } finally {
      await second.close();
    }
  });

  it('fails like a closed database once its file has closed it, so a late timer cannot reach the next file', async () => {
    const lease = await openTestDatabase();
    await lease.close();
    const late = await lease.db.execute(sql.raw('select 1')).catch((error: Error) => error);
    expect((late as Error & { cause?: Error }).cause?.message).toMatch(
      process.env.TEST_DATABASE_URL ? /Cannot use a pool after calling end/ : /^PGlite is closed$/,
    );
    const next = await openTestDatabase();
    await next.close();
  });

  it('closes a database whose schema a file changed instead of handing it on', async () => {
    const changed = await openTestDatabase();
    await changed.db.execute(sql.raw('create table left_behind (id int)'));
    await changed.close();

    const next = await openTestDatabase();
    try {
      expect(await one(next, `select to_regclass('left_behind') is null as gone`)).toEqual({ gone: true });
    } finally {
      await next.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('files that race many PostgreSQL connections', () => {
  it('take turns: a second such file waits until the first has closed its database', async () => {
    const first = await openTestDatabase({ poolSize: 20 });
    let secondOpened = false;
    const second = openTestDatabase({ poolSize: 20 }).then((database) => {
      secondOpened = true;
      return database;
    });
    // The second is queued behind the first's lock, not merely slow to open.
    const waiting = `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
    await expect.poll(async () => (await one<{ n: number }>(first, waiting)).n, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(secondOpened).toBe(false);
    await first.close();
    await (await second).close();
    expect(secondOpened).toBe(true);
  });
});
