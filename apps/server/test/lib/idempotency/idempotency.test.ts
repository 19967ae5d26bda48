import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { AppDeps } from '../../../src/app-deps';
import type { DbOrTx, Tx } from '../../../src/db/client';
import { auditLog, idempotencyKeys } from '../../../src/db/schema/index';
import { answerWithEffect } from '../../../src/lib/idempotency/answer-with-effect';
import { createIdempotency, DEFAULT_LOCK_MS, idempotencyKeyOf } from '../../../src/lib/idempotency/idempotency';
import { recordAudit, SYSTEM_ACTOR } from '../../../src/features/audit/audit-log';
import { and, eq } from 'drizzle-orm';
import { canonicalJson, parseIdempotencyKey, requestFingerprint } from '../../../src/lib/idempotency/idempotency-key';
import { purgeExpiredKeys } from '../../../src/lib/idempotency/idempotency.repository';
import { IDEMPOTENCY_PURGE_QUEUE } from '../../../src/lib/idempotency/idempotency-purge';
import { AppError } from '../../../src/lib/errors';
import { requireRole } from '../../../src/plugins/auth-guards';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';

/** A money-like route: counts its runs, can be held open, and can fail on demand. */
const state = { runs: 0, hold: undefined as Promise<void> | undefined };
/** A route whose effect writes a row (an audit line) through answerWithEffect; its answer can be lost after the commit. */
const effect = { loseAnswer: false, beforeCommit: undefined as ((tx: Tx) => Promise<void>) | undefined };
const effectRows = async (key: string, db: DbOrTx = t.db) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test.effect'), eq(auditLog.entityId, key)))
  ).length;

const testRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  const idem = createIdempotency({ db, clock }).route();
  const optional = createIdempotency({ db, clock }).route({ required: false });
  app.post('/test/money', { preHandler: [requireRole('brand'), idem.preHandler], onSend: idem.onSend }, async (request, reply) => {
    state.runs += 1;
    const run = state.runs;
    if (state.hold) await state.hold;
    const body = request.body as { amount?: number; fail?: 'server' | 'client' };
    if (body.fail === 'server') throw new Error('boom');
    if (body.fail === 'client') throw new AppError({ code: 'refused', status: 409, message: 'Refused for a reason.' });
    return reply.code(201).send({ run, amount: body.amount, key: idempotencyKeyOf(request) });
  });
  const withEffect = createIdempotency({ db, clock }).route({ successStatus: 201 });
  app.post(
    '/test/effect',
    { preHandler: [requireRole('brand'), withEffect.preHandler], onSend: withEffect.onSend },
    async (request, reply) => {
      const key = idempotencyKeyOf(request) as string;
      const answer = await withEffect.run(request, () =>
        answerWithEffect(db, async (tx) => {
          await recordAudit({ tx, actor: SYSTEM_ACTOR, action: 'test.effect', entityType: 'test', entityId: key });
          await effect.beforeCommit?.(tx);
          return { amount: (request.body as { amount: number }).amount, applied: await effectRows(key, tx) };
        }),
      );
      // The process "dies" here: the effect and its answer are committed, the client never hears it.
      if (effect.loseAnswer) throw new Error('the answer was lost on its way');
      return reply.code(201).send(answer);
    },
  );
  app.post('/test/money-optional', { preHandler: [requireRole('brand'), optional.preHandler], onSend: optional.onSend }, async () => {
    state.runs += 1;
    return { run: state.runs };
  });
};

let t: TestApp;
let brand: TestUser;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: testRoutes });
  brand = await t.createUser({ userType: 'brand' });
  agent = await t.injectAs(brand);
});
afterAll(() => t.close());
beforeEach(() => {
  state.runs = 0;
  state.hold = undefined;
  effect.loseAnswer = false;
  effect.beforeCommit = undefined;
});

const post = (key: string | undefined, body: object, as: TestAgent = agent) =>
  as.post('/test/money', body, { headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('answers 400 with a clear message when a route that requires the header gets none', async () => {
    const res = await post(undefined, { amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyMissing);
    expect(state.runs).toBe(0);
  });

  it('answers 400 to an empty, over-long or non-printable key, and accepts 255 characters', async () => {
    for (const bad of ['', '""', 'x'.repeat(256), 'a\tb', 'ключ']) {
      const res = await post(bad, { amount: 1 });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyInvalid);
    }
    expect((await post('x'.repeat(255), { amount: 1 })).statusCode).toBe(201);
  });

  it('replays the stored answer to a retry with the same key and body, running nothing', async () => {
    const first = await post('key-replay', { amount: 5 });
    const again = await post('key-replay', { amount: 5 });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(state.runs).toBe(1);
  });

  it('treats the draft\'s quoted form "key" and the bare key as the same key', async () => {
    await post('"quoted-key"', { amount: 5 });
    const bare = await post('quoted-key', { amount: 5 });
    expect(bare.headers['idempotent-replayed']).toBe('true');
    expect(bare.json().key).toBe('quoted-key');
    expect(state.runs).toBe(1);
  });

  it('treats the same fields in another order as the same body', async () => {
    await agent.request({
      method: 'POST',
      url: '/test/money',
      payload: '{"amount":5,"note":"a"}',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-order' },
    });
    const res = await agent.request({
      method: 'POST',
      url: '/test/money',
      payload: '{"note":"a","amount":5}',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-order' },
    });
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(state.runs).toBe(1);
  });

  it('answers 422 when the key is reused with a different body, running nothing', async () => {
    await post('key-mismatch', { amount: 5 });
    const res = await post('key-mismatch', { amount: 6 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: PAYMENT_MESSAGES.idempotencyKeyReused,
      errors: { idempotency_key: [PAYMENT_MESSAGES.idempotencyKeyReused] },
    });
    expect(state.runs).toBe(1);
  });

  it('answers 422 when the key is reused on another path', async () => {
    await post('key-path', { amount: 5 });
    const res = await agent.post('/test/money-optional', { amount: 5 }, { headers: { 'idempotency-key': 'key-path' } });
    expect(res.statusCode).toBe(422);
  });

  it('keeps keys per user: another brand may use the same key', async () => {
    const other = await t.injectAs(await t.createUser({ userType: 'brand' }));
    await post('key-shared', { amount: 5 });
    const res = await post('key-shared', { amount: 5 }, other);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(state.runs).toBe(2);
  });

  it('answers 409 to a duplicate that arrives while the first is still running, then replays once it is done', async () => {
    let open = () => {};
    state.hold = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = post('key-in-flight', { amount: 5 });
    await waitFor(async () => (await t.db.select().from(idempotencyKeys)).some((k) => k.key === 'key-in-flight'));
    const duplicate = await post('key-in-flight', { amount: 5 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyInFlight);
    open();
    expect((await first).statusCode).toBe(201);
    const after = await post('key-in-flight', { amount: 5 });
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(state.runs).toBe(1);
  });

  it('runs 20 parallel copies of one request exactly once: one answer, the rest 409 or the replay', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => post('key-parallel', { amount: 9 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201 && !r.headers['idempotent-replayed'])).toHaveLength(1);
    expect(state.runs).toBe(1);
  });

  it('stores a 4xx decision and replays it', async () => {
    const first = await post('key-client-error', { fail: 'client' });
    const again = await post('key-client-error', { fail: 'client' });
    expect(first.statusCode).toBe(409);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Refused for a reason.');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(state.runs).toBe(1);
  });

  it('frees the key after a server error, so the client may retry with it', async () => {
    expect((await post('key-server-error', { fail: 'server' })).statusCode).toBe(500);
    expect((await post('key-server-error', { fail: 'server' })).statusCode).toBe(500);
    expect(state.runs).toBe(2);
  });

  it('lets an optional route run without the header, every time', async () => {
    await agent.post('/test/money-optional', {});
    await agent.post('/test/money-optional', {});
    expect(state.runs).toBe(2);
  });

  it(`frees a key whose request died within ${DEFAULT_LOCK_MS / 1000} seconds: a retry then takes it over`, async () => {
    const now = t.clock.now();
    const fingerprint = requestFingerprint({ method: 'POST', url: '/test/money', body: { amount: 1 } });
    await t.db.insert(idempotencyKeys).values({
      userId: brand.id,
      key: 'key-stuck',
      method: 'POST',
      path: '/test/money',
      fingerprint,
      claim: 'a request whose process was killed',
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEFAULT_LOCK_MS),
    });
    expect((await post('key-stuck', { amount: 1 })).statusCode).toBe(409);
    t.clock.advance(DEFAULT_LOCK_MS - 1);
    expect((await post('key-stuck', { amount: 1 })).statusCode).toBe(409);
    t.clock.advance(1);
    expect((await post('key-stuck', { amount: 1 })).statusCode).toBe(201);
    expect(state.runs).toBe(1);
  });

  it('stores the answer in the transaction of the effect: an answer lost after the commit is replayed, the effect applied once', async () => {
    effect.loseAnswer = true;
    const lost = await agent.post('/test/effect', { amount: 7 }, { headers: { 'idempotency-key': 'key-effect' } });
    expect(lost.statusCode).toBe(500);
    effect.loseAnswer = false;
    const retry = await agent.post('/test/effect', { amount: 7 }, { headers: { 'idempotency-key': 'key-effect' } });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ amount: 7, applied: 1 });
    expect(await effectRows('key-effect')).toBe(1);
  });

  it('rolls the effect back when its claim lapsed and a retry took the key over meanwhile', async () => {
    // The claim lapsed while the effect ran and a retry took the key (done through the effect's own connection here).
    effect.beforeCommit = async (tx) => {
      await tx.update(idempotencyKeys).set({ claim: 'the retry that took over' }).where(eq(idempotencyKeys.key, 'key-taken'));
    };
    const slow = await agent.post('/test/effect', { amount: 3 }, { headers: { 'idempotency-key': 'key-taken' } });
    expect(slow.statusCode).toBe(409);
    expect(slow.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyInFlight);
    expect(await effectRows('key-taken')).toBe(0);
  });

  it('forgets answers after 24 hours: the key then starts a new request, and purge removes old records', async () => {
    // Sessions idle out long before a day passes: each step signs in again.
    await post('key-retention', { amount: 1 }, await t.injectAs(brand));
    t.clock.advance(24 * 60 * 60 * 1000 - 1);
    expect((await post('key-retention', { amount: 1 }, await t.injectAs(brand))).headers['idempotent-replayed']).toBe('true');
    t.clock.advance(1);
    expect((await post('key-retention', { amount: 1 }, await t.injectAs(brand))).headers['idempotent-replayed']).toBeUndefined();
    expect(state.runs).toBe(2);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await purgeExpiredKeys(t.db, t.clock.now())).toBeGreaterThan(0);
  });
});

describe('parseIdempotencyKey and canonicalJson', () => {
  it('reads a UUID in either form and refuses a quote inside a quoted key', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('"a"b"')).toBeNull();
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
  });

  it('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: null, u: undefined })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('idempotency purge job', () => {
  it('runs on the queue and deletes answers past their retention', async () => {
    const now = t.clock.now();
    await t.db.insert(idempotencyKeys).values({
      userId: brand.id,
      key: 'key-old',
      method: 'POST',
      path: '/x',
      fingerprint: 'f',
      state: 'completed',
      createdAt: now,
      expiresAt: new Date(now.getTime() - 1),
    });
    await t.jobs.send({ name: IDEMPOTENCY_PURGE_QUEUE });
    await t.runJobs({ name: IDEMPOTENCY_PURGE_QUEUE });
    expect((await t.db.select().from(idempotencyKeys)).some((k) => k.key === 'key-old')).toBe(false);
  });
});
