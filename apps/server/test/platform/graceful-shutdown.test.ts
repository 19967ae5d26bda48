import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/index';
import { dataDirWithMigratedPglite, startServerProcess, subscribeOverHttp, type ServerProcess } from '../helpers/server-process';
import { startSmtpSink } from '../helpers/smtp-sink';
import { openTestDatabase } from '../helpers/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SLOW_RELAY_MS = 2_000;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let database: Database | undefined;
let server: ServerProcess | undefined;
beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: SLOW_RELAY_MS });
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await sink.close();
  await database?.close();
});

describe(`shutting the real server down (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('on SIGTERM stops taking jobs, lets the running mail job finish, and exits 0', async () => {
    server = database
      ? await startServerProcess({ SMTP_URL: sink.url, DATABASE_URL: database.url! })
      : await startServerProcess({ SMTP_URL: sink.url }, { dataDir: await dataDirWithMigratedPglite() });
    await subscribeOverHttp(server.url, 'slow-relay@example.test');
    const waitStart = Date.now();
    while (sink.started === 0 && Date.now() - waitStart < 15_000) await new Promise((r) => setTimeout(r, 20));
    expect(sink.started).toBe(1);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const tookMs = Date.now() - signalled;
    // It waited for the relay to accept the mail, and no longer than the grace period.
    expect(sink.received.map((m) => m.to)).toEqual([['slow-relay@example.test']]);
    expect(tookMs).toBeGreaterThan(SLOW_RELAY_MS / 2);
    expect(tookMs).toBeLessThan(10_000);
    expect(server.output()).toContain('shut down cleanly');

    const after = database ?? (await openPglite({ dataDir: join(server.dataDir, 'db') }));
    try {
      const rows = await after.db.select().from(mailOutbox);
      expect(rows.map((r) => [r.to, r.status, r.attempts])).toEqual([['slow-relay@example.test', 'sent', 1]]);
    } finally {
      if (!database) await after.close();
    }
  }, 120_000);
});
