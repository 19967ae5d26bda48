import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { mailOutbox } from '../../../src/db/schema/index';
import {
  MAIL_FAILED_QUEUE,
  MAIL_RETRY_DELAY_SECONDS,
  MAIL_RETRY_LIMIT,
  MAIL_SEND_QUEUE,
  MAIL_SEND_TIMEOUT_SECONDS,
} from '../../../src/features/mail/mail-delivery';
import { claimMail } from '../../../src/features/mail/mail.repository';
import { enqueueMail } from '../../../src/features/mail/mail.service';
import { createDevMailboxTransport, type OutgoingMail } from '../../../src/features/mail/mail-transports';
import { createFakeClock, type FakeClock } from '../../../src/lib/clock';
import { makeRetriesDue, mailJob, openMailQueue, recordingTransport, silentLogger } from '../../helpers/mail-jobs';
import { openTestDatabase } from '../../helpers/test-database';

let database: Database;
let clock: FakeClock;
const queues: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  clock = createFakeClock(new Date());
});
afterAll(async () => {
  for (const q of queues) await q.close();
  await database.close();
});

async function mailQueue(transport = recordingTransport(), opts: { background?: boolean } = {}) {
  const q = await openMailQueue({ database, clock, transport: transport.transport, ...opts });
  queues.push(q);
  // Each test starts from an empty outbox and queue.
  await database.db.delete(mailOutbox);
  await q.jobs.boss.deleteAllJobs();
  return { ...q, ...transport };
}

const rowById = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const mailTo = (to: string, subject = 'Hello'): OutgoingMail => ({ to, subject, text: `text for ${to}`, html: `<p>${to}</p>` });

describe('mail outbox on the job queue', () => {
  let q: Awaited<ReturnType<typeof mailQueue>>;
  beforeEach(async () => {
    q = await mailQueue();
  });
  afterAll(() => q.close());

  it('writes no row and no job when the transaction that enqueued them rolls back', async () => {
    const to = `rollback-${Date.now()}@example.test`;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail({ tx, jobs: q.jobs, clock, ...mailTo(to) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(0);
    expect(await q.jobs.boss.findJobs(MAIL_SEND_QUEUE)).toHaveLength(0);
    expect(await q.drain({ includeDelayed: true })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(q.sends).toHaveLength(0);
  });

  it('writes the row and its job with a committed transaction, and the job sends it', async () => {
    const to = `commit-${Date.now()}@example.test`;
    const row = await database.db.transaction((tx) => enqueueMail({ tx, jobs: q.jobs, clock, ...mailTo(to) }));
    expect(await rowById(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.createdAt.getTime()).toBe(clock.now().getTime());
    expect(await mailJob(q.jobs, row.id)).toMatchObject({ state: 'created', data: { mailId: row.id } });

    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(q.sends.map((m) => m.to)).toEqual([to]);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 1, transport: 'recording' });
  });

  it('sends a mail once even when its job runs a second time', async () => {
    const row = await q.enqueue(mailTo('twice@example.test'));
    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await q.jobs.send({ name: MAIL_SEND_QUEUE, data: { mailId: row.id } });
    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(q.sends.map((m) => m.to)).toEqual(['twice@example.test']);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries on a doubling backoff and, after the last retry, dead-letters the job and marks the row failed', async () => {
    q.state.failing = true;
    const row = await q.enqueue(mailTo('never@example.test'));
    for (let retry = 0; retry < MAIL_RETRY_LIMIT; retry++) {
      expect(await q.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(await rowById(row.id)).toMatchObject({ status: 'pending', attempts: retry + 1, lastError: 'relay unavailable' });
      const job = (await mailJob(q.jobs, row.id))!;
      expect(job.state).toBe('retry');
      const waitSeconds = (job.startAfter.getTime() - Date.now()) / 1000;
      const base = MAIL_RETRY_DELAY_SECONDS * 2 ** retry;
      expect(waitSeconds).toBeGreaterThan(base - 5);
      expect(waitSeconds).toBeLessThanOrEqual(2 * base + 1);
      // Not due yet: a drain now sends nothing.
      expect(await q.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
      await makeRetriesDue(q.jobs);
    }
    expect(await q.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await mailJob(q.jobs, row.id))?.state).toBe('failed');
    expect(await rowById(row.id)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_LIMIT + 1, lastError: 'relay unavailable' });
    const [deadLetter] = await q.jobs.boss.findJobs(MAIL_FAILED_QUEUE, { data: { mailId: row.id } });
    expect(deadLetter).toMatchObject({ state: 'completed', sourceName: MAIL_SEND_QUEUE });
    expect(await q.drain({ includeDelayed: true })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(q.sends).toHaveLength(0);
  });

  it('retries a job whose row another worker is still sending, and sends it once that claim has lapsed', async () => {
    const row = await q.enqueue(mailTo('orphan@example.test'));
    const now = clock.now();
    await claimMail(database.db, { id: row.id, now, lockedUntil: new Date(now.getTime() + MAIL_SEND_TIMEOUT_SECONDS * 1000) });

    expect(await q.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(q.sends).toHaveLength(0);
    clock.advance(MAIL_SEND_TIMEOUT_SECONDS * 1000 + 1);
    await makeRetriesDue(q.jobs);
    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(q.sends.map((m) => m.to)).toEqual(['orphan@example.test']);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 2, transport: 'recording' });
  });

  it('sends at once, on its job’s next run, a row whose run died mid-send, without waiting out that run’s claim', async () => {
    const row = await q.enqueue(mailTo('killed-mid-send@example.test'));
    // A run of the job claimed the row, then its node died: pg-boss takes the job back (a lost heartbeat) for a retry.
    const [job] = await q.jobs.boss.fetch(MAIL_SEND_QUEUE);
    const now = clock.now();
    await claimMail(database.db, { id: row.id, now, lockedUntil: new Date(now.getTime() + MAIL_SEND_TIMEOUT_SECONDS * 1000) });
    await q.jobs.boss.fail(MAIL_SEND_QUEUE, job!.id, { value: { message: 'job heartbeat timeout' } });
    await makeRetriesDue(q.jobs);

    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(q.sends.map((m) => m.to)).toEqual(['killed-mid-send@example.test']);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('dev mailbox transport logs the recipient and subject, not the body', async () => {
    const lines: { obj: object; msg?: string }[] = [];
    const logger = { ...silentLogger, info: (obj: object, msg?: string) => lines.push({ obj, msg }) };
    const dev = await mailQueue({ transport: createDevMailboxTransport({ logger }), sends: [], state: { failing: false } });
    const row = await dev.enqueue({ to: 'dev@example.test', subject: 'Your code', text: 'secret 123456', html: '<b>123456</b>' });
    await dev.drain();
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', transport: 'dev-mailbox' });
    expect(lines.map((l) => l.msg)).toContain('mail to=dev@example.test subject=Your code');
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});

describe('mail workers', () => {
  it('never sends a row twice when two queues drain side by side', async () => {
    const shared = recordingTransport({ delayMs: 2 });
    const nodeA = await mailQueue(shared);
    const nodeB = await mailQueue(shared);
    const rows = [];
    for (let i = 0; i < 35; i++) rows.push(await nodeA.enqueue(mailTo(`crowd-${i}@example.test`)));

    const results = await Promise.all([nodeA.drain(), nodeB.drain(), nodeA.drain(), nodeB.drain()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(35);
    const perRecipient = new Map<string, number>();
    for (const m of shared.sends) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(35);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    const ids = rows.map((r) => r.id);
    const stored = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(stored.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a polling worker sends a committed mail within seconds', async () => {
    const q = await mailQueue(recordingTransport(), { background: true });
    await q.jobs.startWorkers();
    const row = await q.enqueue(mailTo('woken@example.test'));
    q.jobs.wake(MAIL_SEND_QUEUE);
    const started = Date.now();
    while ((await rowById(row.id)).status !== 'sent' && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
    expect((await rowById(row.id)).status).toBe('sent');
    expect(q.sends.filter((m) => m.to === 'woken@example.test')).toHaveLength(1);
    await q.close();
  });
});
