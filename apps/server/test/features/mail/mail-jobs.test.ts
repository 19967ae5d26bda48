import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { mailOutbox } from '../../../src/db/schema/index';
import { claimDueMails } from '../../../src/features/mail/mail.repository';
import { enqueueMail } from '../../../src/features/mail/mail.service';
import { createDevMailboxTransport, type MailTransport, type OutgoingMail } from '../../../src/features/mail/mail-transports';
import { createMailWorker, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS } from '../../../src/features/mail/mail-worker';
import { createFakeClock, type FakeClock } from '../../../src/lib/clock';
import { openTestDatabase } from '../../helpers/test-database';

const silent = { info() {}, warn() {}, error() {} };

let database: Database;
let clock: FakeClock;
beforeAll(async () => {
  database = await openTestDatabase();
  clock = createFakeClock(new Date('2026-05-01T12:00:00Z'));
});
afterAll(() => database.close());
// Each test drains the whole outbox, so it starts from an empty one.
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const rowById = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const mailTo = (to: string, subject = 'Hello'): OutgoingMail => ({ to, subject, text: `text for ${to}`, html: `<p>${to}</p>` });

/** A transport that records each send and fails while `failing` is set. */
function recordingTransport(opts: { delayMs?: number } = {}) {
  const sends: OutgoingMail[] = [];
  const state = { failing: false };
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (state.failing) throw new Error('relay unavailable');
      sends.push(mail);
    },
  };
  return { transport, sends, state };
}

describe('outbox', () => {
  it('rolls the mail back with the transaction that wrote it', async () => {
    const to = `rollback-${Date.now()}@example.test`;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail({ tx, clock, ...mailTo(to) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(0);

    await database.db.transaction(async (tx) => {
      await enqueueMail({ tx, clock, ...mailTo(to) });
    });
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(rows[0]!.createdAt.getTime()).toBe(clock.now().getTime());
  });
});

describe('mail worker', () => {
  it('retries on the backoff schedule and gives up after 6 attempts', async () => {
    const { transport, state } = recordingTransport();
    state.failing = true;
    const worker = createMailWorker({ db: database.db, clock, transport, logger: silent });
    const row = await enqueueMail({ tx: database.db, clock, ...mailTo('never@example.test') });

    for (const [i, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
      expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const waiting = await rowById(row.id);
      expect(waiting).toMatchObject({ status: 'pending', attempts: i + 1, lastError: 'relay unavailable' });
      expect(waiting.nextAttemptAt.getTime()).toBe(clock.now().getTime() + delay);
      clock.advance(delay - 1);
      expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock.advance(1);
    }
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowById(row.id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: 'relay unavailable' });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('takes back a row a crashed worker left in sending once its lock runs out', async () => {
    const { transport, sends } = recordingTransport();
    const worker = createMailWorker({ db: database.db, clock, transport, logger: silent });
    const row = await enqueueMail({ tx: database.db, clock, ...mailTo('orphan@example.test') });
    const now = clock.now();
    const claimed = await claimDueMails(database.db, { now, lockedUntil: new Date(now.getTime() + 60_000), limit: 10 });
    expect(claimed.map((r) => r.id)).toContain(row.id);

    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(60_001);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sends.map((m) => m.to)).toEqual(['orphan@example.test']);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 2, transport: 'recording' });
  });

  it('never sends a row twice when drains run side by side', async () => {
    const { transport, sends } = recordingTransport({ delayMs: 2 });
    const logger = silent;
    const nodeA = createMailWorker({ db: database.db, clock, transport, logger });
    const nodeB = createMailWorker({ db: database.db, clock, transport, logger });
    const rows = [];
    for (let i = 0; i < 35; i++) rows.push(await enqueueMail({ tx: database.db, clock, ...mailTo(`crowd-${i}@example.test`) }));

    const results = await Promise.all([nodeA.drain(), nodeB.drain(), nodeA.drain(), nodeB.drain()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(35);
    const perRecipient = new Map<string, number>();
    for (const m of sends) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(35);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    const stored = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(stored.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('polls in the background and wakes at once on notify', async () => {
    const { transport, sends } = recordingTransport();
    const worker = createMailWorker({ db: database.db, clock, transport, logger: silent });
    worker.start();
    try {
      const row = await enqueueMail({ tx: database.db, clock, ...mailTo('woken@example.test') });
      worker.notify();
      const started = Date.now();
      while ((await rowById(row.id)).status !== 'sent' && Date.now() - started < 3_000) await new Promise((r) => setTimeout(r, 20));
      expect((await rowById(row.id)).status).toBe('sent');
      expect(sends.filter((m) => m.to === 'woken@example.test')).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it('dev mailbox transport logs the recipient and subject, not the body', async () => {
    const lines: { obj: object; msg?: string }[] = [];
    const logger = { info: (obj: object, msg?: string) => lines.push({ obj, msg }), warn() {}, error() {} };
    const worker = createMailWorker({ db: database.db, clock, transport: createDevMailboxTransport({ logger }), logger: silent });
    const row = await enqueueMail({
      tx: database.db,
      clock,
      to: 'dev@example.test',
      subject: 'Your code',
      text: 'secret 123456',
      html: '<b>123456</b>',
    });
    await worker.drain();
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', transport: 'dev-mailbox' });
    expect(lines.map((l) => l.msg)).toContain('mail to=dev@example.test subject=Your code');
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});
