import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/index';
import { registerMailJobs } from '../../src/features/mail/mail-delivery';
import { enqueueMail } from '../../src/features/mail/mail.service';
import { createFakeClock } from '../../src/lib/clock';
import { createJobQueue, type JobQueueRuntime } from '../../src/lib/jobs/pg-boss-queue';
import { recordingTransport, silentLogger } from '../helpers/mail-jobs';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { startSmtpSink } from '../helpers/smtp-sink';
import { openTestDatabase } from '../helpers/test-database';

const MAILS = 40;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let database: Database;
let producer: JobQueueRuntime;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  sink = await startSmtpSink({ delayMs: 50 });
  database = await openTestDatabase();
  // The test only queues: its handlers never run here (nothing polls), the two servers' do.
  producer = await createJobQueue({ database, logger: silentLogger, background: false });
  await registerMailJobs(producer, {
    db: database.db,
    clock: createFakeClock(),
    transport: recordingTransport().transport,
    logger: silentLogger,
  });
});
afterAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await producer.stop();
  await sink.close();
  await database.close();
});

// PGlite serves one process only (the server locks its folder), so two nodes means PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it(`run each of ${MAILS} queued mail jobs exactly once between them`, async () => {
    const env = { SMTP_URL: sink.url, DATABASE_URL: database.url! };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));

    for (let i = 0; i < MAILS; i++) {
      await enqueueMail({
        tx: database.db,
        jobs: producer,
        to: `node-${i}@example.test`,
        subject: `Mail ${i}`,
        text: 't',
        html: '<p>t</p>',
      });
    }
    const started = Date.now();
    while (sink.received.length < MAILS && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 100));
    // Give a duplicate, if there were one, time to arrive.
    await new Promise((r) => setTimeout(r, 2_000));

    const perRecipient = new Map<string, number>();
    for (const mail of sink.received) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.size).toBe(MAILS);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(MAILS);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const completed = await producer.boss
      .getDb()
      .executeSql(`select count(*)::int as n from pgboss.job where name = 'mail.send' and state = 'completed'`);
    expect(completed.rows[0]?.n).toBe(MAILS);
  }, 180_000);
});
