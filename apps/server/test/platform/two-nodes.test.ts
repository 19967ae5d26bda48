import { LOGIN_MESSAGES, VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { mailOutbox, paymentWebhookEvents } from '../../src/db/schema/index';
import { LOGIN_LIMITS } from '../../src/features/auth/login-throttle';
import { MAIL_SEND_QUEUE, registerMailJobs } from '../../src/features/mail/mail-delivery';
import { enqueueMail } from '../../src/features/mail/mail.service';
import { CAMPAIGN_JOBS } from '../../src/features/campaigns/campaign-jobs';
import { ORPHAN_UPLOAD_SWEEP_QUEUE } from '../../src/features/files/orphan-upload-sweeper';
import { PAYMENT_JOBS } from '../../src/features/payments/payment-jobs';
import { queueSandboxWebhook, WEBHOOK_PATH } from '../../src/features/payments/sandbox/sandbox-webhooks';
import { createFakeClock } from '../../src/lib/clock';
import { IDEMPOTENCY_PURGE_QUEUE } from '../../src/lib/idempotency/idempotency-purge';
import { createJobQueue, type JobQueueRuntime } from '../../src/lib/jobs/pg-boss-queue';
import { createUserFactory } from '../helpers/factories';
import { latestCodeFor } from '../helpers/mail-codes';
import { HttpBrowser } from '../helpers/http-browser';
import { recordingTransport, silentLogger } from '../helpers/mail-jobs';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { startSmtpSink } from '../helpers/smtp-sink';
import { openTestDatabase } from '../helpers/test-database';

const MAILS = 40;
const WEBHOOKS = 20;
/** The cron queues: one job per slot, whichever node's clock sends it. */
const CRON_QUEUES = [CAMPAIGN_JOBS.sweep, ORPHAN_UPLOAD_SWEEP_QUEUE, IDEMPOTENCY_PURGE_QUEUE];

/** The requests a node's log shows to a path: pino's 'incoming request' line, one per request (app.inject included). */
const requestsTo = (node: ServerProcess, path: string) =>
  node
    .output()
    .split('\n')
    .filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${path}"`)).length;

// PGlite serves one process only (the server locks its folder), so two nodes means PostgreSQL; shared counters mean Redis.
const skipReason = postgresOnlySkipReason('two-nodes.test.ts', { redis: true });

/** Each node relays through its own SMTP peer, so the test can tell which node sent what. */
let sinks: Awaited<ReturnType<typeof startSmtpSink>>[];
let database: Database;
let producer: JobQueueRuntime;
let a: ServerProcess;
let b: ServerProcess;
let createUser: ReturnType<typeof createUserFactory>;
beforeAll(async () => {
  if (skipReason) return;
  sinks = await Promise.all([startSmtpSink({ delayMs: 50 }), startSmtpSink({ delayMs: 50 })]);
  database = await openTestDatabase();
  createUser = createUserFactory(database.db);
  // The test only queues: its handlers never run here (nothing polls), the two servers' do.
  producer = await createJobQueue({ database, logger: silentLogger, background: false });
  await registerMailJobs(producer, {
    db: database.db,
    clock: createFakeClock(),
    transport: recordingTransport().transport,
    logger: silentLogger,
  });
  // Known here only so the producer may send to it; the nodes deliver (app.inject to their own webhook endpoint).
  await producer.work(PAYMENT_JOBS.sandboxWebhook, async () => {
    throw new Error('the test process never runs jobs');
  });
  const shared = {
    DATABASE_URL: database.url!,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    TRUST_PROXY: 'true',
    // The sandbox provider, for a second queue: its webhook deliveries, each a request a node logs.
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'two-nodes-webhook-secret-two-nodes-0123',
  };
  const nodes = await Promise.all(sinks.map((sink) => startServerProcess({ ...shared, SMTP_URL: sink.url })));
  [a, b] = [nodes[0]!, nodes[1]!];
}, 120_000);
afterAll(async () => {
  if (skipReason) return;
  for (const server of [a, b]) {
    if (!server) continue;
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await producer?.stop();
  await Promise.all(sinks.map((sink) => sink.close()));
  await database?.close();
});

describe.skipIf(skipReason)(`two server processes on one PostgreSQL and one Redis${skippedBecause(skipReason)}`, () => {
  it('are both ready: database, Redis and queue reachable', async () => {
    for (const node of [a, b]) {
      const res = await new HttpBrowser().get(node.url, '/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', queue: 'ok' } });
    }
  });

  it('accept on one node a session made on the other, and end it on both when it signs out on either', async () => {
    const brand = await createUser({ userType: 'brand' });
    const browser = new HttpBrowser();
    const login = await browser.post(a.url, '/brand/login', { email: brand.email, password: brand.password });
    expect(login.status).toBe(200);

    const onB = await browser.get(b.url, '/api/user');
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe(brand.email);
    // The CSRF token node A issued is valid on node B: both derive it from the session with the same APP_SECRET.
    expect((await browser.post(b.url, '/api/brands/logout')).status).toBe(200);

    expect((await browser.get(a.url, '/api/user')).status).toBe(401);
    expect((await browser.get(a.url, '/brand/check-auth')).body).toEqual({ authenticated: false, user: null });
  });

  /** Asks `check` every 20 ms until it holds and answers how long that took (ms); fails after `limitMs`. */
  async function heldWithin(limitMs: number, check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    for (;;) {
      if (await check()) return performance.now() - started;
      if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  /** Signs a brand in on node A, and has node B answer from that session (so B holds a copy of it). */
  async function sessionSeenOnB() {
    const brand = await createUser({ userType: 'brand' });
    const browser = new HttpBrowser();
    expect((await browser.post(a.url, '/brand/login', { email: brand.email, password: brand.password })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await browser.get(b.url, '/api/user')).status).toBe(200);
    return { brand, browser };
  }
  const endedOn = (node: ServerProcess, cookie: string) => async () => {
    const replay = new HttpBrowser();
    replay.cookies.set('amplio_session', cookie);
    return (await replay.get(node.url, '/api/user')).status === 401;
  };

  it('end on node B within a second a session signed out on node A, though B had just answered from its copy', async () => {
    const { browser } = await sessionSeenOnB();
    const cookie = browser.cookies.get('amplio_session')!;
    expect((await browser.post(a.url, '/api/brands/logout')).status).toBe(200);
    const ms = await heldWithin(1_000, endedOn(b, cookie));
    expect(await endedOn(a, cookie)()).toBe(true);
    console.log(`two nodes: sign-out on A ended the session on B after ${ms.toFixed(0)} ms`);
  });

  it('end on node B within a second the old session of a browser that signs in again on node A (rotation)', async () => {
    const { brand, browser } = await sessionSeenOnB();
    const old = browser.cookies.get('amplio_session')!;
    expect((await browser.post(a.url, '/brand/login', { email: brand.email, password: brand.password })).status).toBe(200);
    expect(browser.cookies.get('amplio_session')).not.toBe(old);
    const ms = await heldWithin(1_000, endedOn(b, old));
    expect((await browser.get(b.url, '/api/user')).status).toBe(200);
    console.log(`two nodes: a new sign-in on A ended the old session on B after ${ms.toFixed(0)} ms`);
  });

  it('end on node B within a second every session of an account whose password is reset on node A', async () => {
    const { brand, browser } = await sessionSeenOnB();
    const other = new HttpBrowser();
    expect((await other.post(a.url, '/brand/login', { email: brand.email, password: brand.password })).status).toBe(200);
    expect((await other.get(b.url, '/api/user')).status).toBe(200);
    const cookies = [browser, other].map((x) => x.cookies.get('amplio_session')!);

    const reset = new HttpBrowser();
    expect((await reset.post(a.url, '/api/brands/forgot-password', { email: brand.email })).status).toBe(200);
    const otp = await latestCodeFor(database.db, brand.email);
    const verified = await reset.post(a.url, '/api/brands/verify-reset-otp', { email: brand.email, otp });
    expect(verified.status).toBe(200);
    const password = 'Reset-On-Node-A-2026';
    const body = { email: brand.email, token: verified.body.token, password, password_confirmation: password };
    expect((await reset.post(a.url, '/api/brands/reset-password', body)).status).toBe(200);
    const ms = Math.max(...(await Promise.all(cookies.map((cookie) => heldWithin(1_000, endedOn(b, cookie))))));
    console.log(`two nodes: a password reset on A ended both sessions on B after ${ms.toFixed(0)} ms`);
  });

  it('count failed sign-ins of one account across both nodes: the per-account limit is reached by alternating them', async () => {
    const brand = await createUser({ userType: 'brand' });
    const { limit } = LOGIN_LIMITS.account;
    // A new address each time, as in distributed guessing: only the per-account counter (in Redis) adds up.
    for (let i = 0; i < limit; i++) {
      const node = i % 2 === 0 ? a : b;
      const res = await new HttpBrowser().post(node.url, '/brand/login', { email: brand.email, password: `wrong-${i}` });
      expect(res.status, `attempt ${i + 1} on node ${i % 2 === 0 ? 'A' : 'B'}`).toBe(401);
    }
    // Each node saw only half of them; an in-memory counter would still let this one through.
    for (const node of [a, b]) {
      const blocked = await new HttpBrowser().post(node.url, '/brand/login', { email: brand.email, password: brand.password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(LOGIN_MESSAGES.tooManyAttempts);
      expect(blocked.body.retry_after).toBeGreaterThan(0);
      expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.retry_after));
    }
  });

  it('hold a code-resend cooldown started on one node on the other: 429 with retry_after', async () => {
    const brand = await createUser({ userType: 'brand', verified: false });
    const browser = new HttpBrowser();
    const first = await browser.post(a.url, '/api/brands/resend-otp', { email: brand.email });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: VERIFICATION_MESSAGES.otpResent, retry_after: 30 });

    const again = await browser.post(b.url, '/api/brands/resend-otp', { email: brand.email });
    expect(again.status).toBe(429);
    expect(again.body.retry_after).toBeGreaterThanOrEqual(28);
    expect(again.body.retry_after).toBeLessThanOrEqual(30);
    expect(again.body.message).toBe(VERIFICATION_MESSAGES.resendWait(again.body.retry_after));
    expect(again.headers.get('retry-after')).toBe(String(again.body.retry_after));
  });

  it(`send each of ${MAILS} queued mails exactly once, both nodes taking part, each pg-boss job run once`, async () => {
    const recipients = Array.from({ length: MAILS }, (_, i) => `node-${i}@example.test`);
    for (const [i, to] of recipients.entries()) {
      await enqueueMail({ tx: database.db, jobs: producer, to, subject: `Mail ${i}`, text: 't', html: '<p>t</p>' });
    }
    const ours = (mail: { to: string[] }) => mail.to.some((to) => recipients.includes(to));
    const received = () => sinks.flatMap((sink) => sink.received.filter(ours));
    const started = Date.now();
    while (received().length < MAILS && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 100));
    // Give a duplicate, if there were one, time to arrive.
    await new Promise((r) => setTimeout(r, 2_000));

    const perRecipient = new Map<string, number>();
    for (const mail of received()) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...perRecipient.keys()].sort()).toEqual([...recipients].sort());
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    const [byA, byB] = sinks.map((sink) => sink.received.filter(ours).length);
    expect(byA, 'mails node A sent').toBeGreaterThan(0);
    expect(byB, 'mails node B sent').toBeGreaterThan(0);

    // Every outbox row (the resent code's too) was sent once, at the first attempt.
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.length).toBeGreaterThanOrEqual(MAILS);
    expect(rows.filter((r) => !(r.status === 'sent' && r.attempts === 1))).toEqual([]);
    // pg-boss bumps retry_count whenever it hands out a job that was already started: 0 means it ran once.
    const jobs = await producer.boss.getDb().executeSql(`select state, retry_count from pgboss.job where name = $1`, [MAIL_SEND_QUEUE]);
    expect(jobs.rows).toHaveLength(rows.length);
    expect(jobs.rows.filter((j) => !(j.state === 'completed' && j.retry_count === 0))).toEqual([]);
    console.log(`two nodes: ${MAILS} mails, node A sent ${byA}, node B sent ${byB}`);
  }, 120_000);

  it(`deliver each of ${WEBHOOKS} queued sandbox webhooks exactly once, both nodes taking part`, async () => {
    const run = Date.now().toString(36);
    const ids = Array.from({ length: WEBHOOKS }, (_, i) => `evt_two_nodes_${run}_${i}`);
    const before = [a, b].map((node) => requestsTo(node, WEBHOOK_PATH));
    // An event type the app records and ignores: the delivery job succeeds once the endpoint answers 200.
    for (const id of ids) {
      const body = { id, type: 'test.ping', created_at: Math.floor(Date.now() / 1000), data: {} };
      await queueSandboxWebhook({ jobs: producer, body, duplicate: false });
    }
    const delivered = () => [a, b].map((node, i) => requestsTo(node, WEBHOOK_PATH) - before[i]!);
    const started = Date.now();
    const sum = () => delivered().reduce((x, y) => x + y, 0);
    while (sum() < WEBHOOKS && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_000));

    // Every event was recorded, and the nodes made exactly as many deliveries as there were jobs: one each.
    const events = await database.db
      .select({ id: paymentWebhookEvents.eventId })
      .from(paymentWebhookEvents)
      .where(like(paymentWebhookEvents.eventId, `evt_two_nodes_${run}_%`));
    expect(events.map((e) => e.id).sort()).toEqual([...ids].sort());
    const [byA, byB] = delivered();
    expect(byA! + byB!).toBe(WEBHOOKS);
    expect(byA, 'webhooks node A delivered').toBeGreaterThan(0);
    expect(byB, 'webhooks node B delivered').toBeGreaterThan(0);
    const jobs = await producer.boss
      .getDb()
      .executeSql(`select state, retry_count from pgboss.job where name = $1`, [PAYMENT_JOBS.sandboxWebhook]);
    expect(jobs.rows).toHaveLength(WEBHOOKS);
    expect(jobs.rows.filter((j) => !(j.state === 'completed' && j.retry_count === 0))).toEqual([]);
    console.log(`two nodes: ${WEBHOOKS} webhooks, node A delivered ${byA}, node B delivered ${byB}`);
  }, 60_000);

  it('ran every pg-boss job of every queue at most once: none retried or failed, one job per cron slot', async () => {
    const db = producer.boss.getDb();
    const jobs = await db.executeSql(`select name, state, retry_count from pgboss.job where name not like '__pgboss%'`);
    expect(jobs.rows.length).toBeGreaterThanOrEqual(MAILS + WEBHOOKS);
    expect(jobs.rows.filter((j) => j.retry_count !== 0 || !['created', 'active', 'completed'].includes(j.state))).toEqual([]);
    // A cron slot both nodes' clocks reach is sent once (pg-boss's singleton per slot), if the run crossed one.
    const slots = await db.executeSql(
      `select name, date_trunc('minute', created_on) as slot, count(*)::int as n from pgboss.job
       where name = any($1) group by 1, 2 having count(*) > 1`,
      [CRON_QUEUES],
    );
    expect(slots.rows).toEqual([]);
  });

  it('keep serving when one node shuts down: the other answers its sessions and sends the mail queued after', async () => {
    const brand = await createUser({ userType: 'brand' });
    const browser = new HttpBrowser();
    expect((await browser.post(a.url, '/brand/login', { email: brand.email, password: brand.password })).status).toBe(200);
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);

    expect((await browser.get(b.url, '/api/user')).body.email).toBe(brand.email);
    const late = ['after-a-1@example.test', 'after-a-2@example.test', 'after-a-3@example.test'];
    for (const to of late) await enqueueMail({ tx: database.db, jobs: producer, to, subject: 'Late', text: 't', html: '<p>t</p>' });
    const byB = () => sinks[1]!.received.filter((m) => m.to.some((to) => late.includes(to))).length;
    const started = Date.now();
    while (byB() < late.length && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 100));
    expect(byB()).toBe(late.length);
    expect(sinks[0]!.received.filter((m) => m.to.some((to) => late.includes(to)))).toEqual([]);
  }, 60_000);
});
