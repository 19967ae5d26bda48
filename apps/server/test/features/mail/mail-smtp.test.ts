import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { mailOutbox } from '../../../src/db/schema/index';
import { verificationCodeMail } from '../../../src/features/mail/mail-templates';
import { newsletterConfirmMail } from '../../../src/features/newsletter/newsletter-mails';
import { createSmtpTransport, type MailTransport } from '../../../src/features/mail/mail-transports';
import { createFakeClock, type FakeClock } from '../../../src/lib/clock';
import { MAIL_RETRY_DELAY_SECONDS } from '../../../src/features/mail/mail-delivery';
import { makeRetriesDue, mailJob, openMailQueue } from '../../helpers/mail-jobs';
import { startSmtpSink } from '../../helpers/smtp-sink';
import { openTestDatabase } from '../../helpers/test-database';

let database: Database;
let clock: FakeClock;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: MailTransport;
let q: Awaited<ReturnType<typeof openMailQueue>>;

beforeAll(async () => {
  database = await openTestDatabase();
  clock = createFakeClock(new Date('2026-04-01T09:00:00Z'));
  sink = await startSmtpSink();
  transport = createSmtpTransport({ url: sink.url, from: 'Amplio <no-reply@amplio.test>' });
  q = await openMailQueue({ database, clock, transport });
});
afterAll(async () => {
  await q.close();
  transport.close?.();
  await sink.close();
  await database.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

const rowById = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('SMTP delivery through the outbox', () => {
  it('delivers a queued mail to a real SMTP server and marks it sent', async () => {
    const mail = verificationCodeMail({ to: 'smtp-reader@example.test', code: '042917', name: 'Riya' });
    const row = await q.enqueue(mail);
    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(sink.received).toHaveLength(1);
    const got = sink.received[0]!;
    expect(got.from).toBe('no-reply@amplio.test');
    expect(got.to).toEqual(['smtp-reader@example.test']);
    expect(got.raw).toMatch(/^Subject: Your Amplio verification code\r?$/m);
    expect(got.raw).toMatch(/^To: smtp-reader@example\.test\r?$/m);
    expect(got.raw).toContain('042917');
    expect(got.raw).toContain('The code expires in 10 minutes.');
    expect(got.raw).toContain('text/html');

    const sent = await rowById(row.id);
    expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null, lockedUntil: null });
    expect(sent.sentAt?.getTime()).toBe(clock.now().getTime());
  });

  it('delivers the one-click unsubscribe headers of a newsletter mail over SMTP', async () => {
    const unsubscribeUrl = 'https://amplio.test/newsletter/unsubscribe?token=abc.def';
    const mail = newsletterConfirmMail({
      to: 'reader@example.test',
      confirmUrl: 'https://amplio.test/newsletter/confirm?token=x',
      unsubscribeUrl,
    });
    await q.enqueue(mail);
    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // Unfold: long header lines may continue on the next line after white space (RFC 5322 §2.2.3).
    const raw = sink.received[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/amplio\.test\/newsletter\/unsubscribe\?token=abc\.def>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('backs off when the server refuses, then sends exactly once when it accepts', async () => {
    sink.rejectNext(1);
    const row = await q.enqueue({
      to: 'retry@example.test',
      subject: 'Retry me',
      text: 'body',
      html: '<p>body</p>',
    });
    expect(await q.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });

    const waiting = await rowById(row.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting.lastError).toMatch(/451|busy/i);
    expect(sink.received).toHaveLength(0);
    const retry = (await mailJob(q.jobs, row.id))!;
    expect(retry.state).toBe('retry');
    expect(retry.startAfter.getTime() - Date.now()).toBeGreaterThan((MAIL_RETRY_DELAY_SECONDS - 5) * 1000);

    expect(await q.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await makeRetriesDue(q.jobs);
    expect(await q.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await q.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(sink.received.filter((m) => m.to.includes('retry@example.test'))).toHaveLength(1);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends a burst of mails over a few reused connections instead of one connection per mail', async () => {
    const before = sink.connections;
    const mails = Array.from({ length: 30 }, (_, i) =>
      verificationCodeMail({ to: `burst-${i}@example.test`, code: '123456', name: 'Riya' }),
    );
    await Promise.all(mails.map((mail) => transport.send(mail)));
    expect(sink.received).toHaveLength(30);
    expect(sink.connections - before).toBeLessThanOrEqual(5);
  });
});
