import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../../src/features/health/health.routes';
import { checkReadiness, type Probe } from '../../../src/features/health/readiness';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { closedPort } from '../../helpers/closed-port';
import { redisOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';

const redisSkip = redisOnlySkipReason('readiness.test.ts');

const ok: Probe = async () => undefined;
const down: Probe = async () => {
  throw new Error('connection refused');
};

/** The health routes alone, with probes the test controls. */
async function probeApp(input: { probes: Parameters<typeof healthRoutes>[1]['probes']; queueReachable?: boolean }) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, {
    probes: input.probes,
    queueHealth: async () => ({ reachable: input.queueReachable ?? true, failed: 0, overdue: 0 }),
  });
  return app;
}

describe('checkReadiness', () => {
  it('counts a dependency that does not answer in time as unreachable', async () => {
    const hangs: Probe = () => new Promise(() => undefined);
    const started = Date.now();
    const readiness = await checkReadiness({ probes: { database: ok, redis: hangs }, timeoutMs: 100 });
    expect(readiness).toEqual({ ready: false, checks: { database: 'ok', redis: 'unreachable' }, failed: ['redis'] });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('skips the dependencies the node is not configured to use', async () => {
    expect(await checkReadiness({ probes: { database: ok, redis: undefined, storage: undefined } })).toEqual({
      ready: true,
      checks: { database: 'ok' },
      failed: [],
    });
  });
});

describe('/readyz with each dependency down', () => {
  it('answers 503 naming the database when it does not answer, while /healthz stays 200', async () => {
    const app = await probeApp({ probes: { database: down } });
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', failed: ['database'], checks: { database: 'unreachable', queue: 'ok' } });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 naming the queue when pg-boss cannot read its jobs', async () => {
    const app = await probeApp({ probes: { database: ok }, queueReachable: false });
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', failed: ['queue'], checks: { database: 'ok', queue: 'unreachable' } });
    await app.close();
  });

  it('answers 503 naming the object store, and 200 once every dependency answers', async () => {
    let storageUp = false;
    const app = await probeApp({ probes: { database: ok, redis: ok, storage: () => (storageUp ? ok() : down()) } });
    expect((await app.inject('/readyz')).json()).toEqual({
      status: 'unavailable',
      failed: ['storage'],
      checks: { database: 'ok', redis: 'ok', storage: 'unreachable', queue: 'ok' },
    });
    storageUp = true;
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok', queue: 'ok' } });
    await app.close();
  });
});

describe('/readyz on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database and the queue answer, without Redis or S3 configured', async () => {
    const res = await t.agent().get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
  });

  it('keeps /healthz as liveness: 200 with the queue counts', async () => {
    const res = await t.agent().get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', queue: { reachable: true, failed: 0, overdue: 0 } });
  });
});

describe('/readyz with Redis or S3 configured', () => {
  it('starts with Redis down, answers 503 naming Redis on /readyz, stays live on /healthz, and answers throttled calls 503', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
    try {
      const res = await t.agent().get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        failed: ['redis'],
        checks: { database: 'ok', redis: 'unreachable', queue: 'ok' },
      });
      expect((await t.agent().get('/healthz')).statusCode).toBe(200);
      // A throttled request that reaches the node anyway cannot be counted: 503, never a 500.
      const signIn = await t.agent().post('/brand/login', { email: 'someone@example.test', password: 'whatever-1' });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json().message).toBe(HTTP_MESSAGES.serviceUnavailable);
    } finally {
      await t.close();
    }
  });

  it.skipIf(redisSkip)(`answers 200 with Redis reachable${skippedBecause(redisSkip)}`, async () => {
    const t = await buildTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      const res = await t.agent().get('/readyz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', queue: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the object store when the S3 endpoint refuses connections', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const t = await buildTestApp({
      env: {
        STORAGE_URL: `s3://amplio-files?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    try {
      const res = await t.agent().get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        failed: ['storage'],
        checks: { database: 'ok', storage: 'unreachable', queue: 'ok' },
      });
    } finally {
      await t.close();
    }
  });
});
