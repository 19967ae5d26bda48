import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthRoutes, QUEUE_HEALTH_TTL_MS } from '../../../src/features/health/health.routes';
import type { Probe } from '../../../src/features/health/readiness';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

// Issue 14 §4: /healthz and /readyz skip the per-request work they do not need (decision 025).

/** The hooks each lifecycle step runs for one GET route, as Fastify prints them. */
function hooksOf(app: TestApp['app'], path: string): Record<string, string[]> {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false, method: 'GET' }).split('\n');
  const start = lines.findIndex((line) => line.includes(`${path} (GET)`));
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(start + 1)) {
    const match = line.match(/• \((\w+)\) (\[.*\])$/);
    if (!match) break;
    hooks[match[1]!] = JSON.parse(match[2]!);
  }
  return hooks;
}

describe('the probes on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('run only cheap synchronous hooks: no session, helmet, multipart, decompression or compression', async () => {
    for (const path of ['/healthz', '/readyz']) {
      expect(hooksOf(t.app, path), path).toEqual({
        onRequest: ['responseHeaders()', 'fastifyCookieHandler()'],
        preValidation: ['csrfCheck()'],
        onSend: ['fastifyCookieOnSendHandler()'],
        onResponse: ['wakeMailAfterWrite()'],
      });
    }
  });

  it('still answer with the liveness body and the readiness checks', async () => {
    const live = await t.agent().get('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', queue: { reachable: true, failed: 0, overdue: 0 } });
    expect(live.headers['content-type']).toBe('application/json; charset=utf-8');
    const ready = await t.agent().get('/readyz');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });
});

/** The health routes beside an ordinary route, on a server that logs at info into `lines`. */
async function loggedApp(input: { lines: Record<string, unknown>[]; database: Probe }) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) input.lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let counts = 0;
  const queueHealth = async () => ({ reachable: true, failed: counts++, overdue: 0 });
  await app.register(healthRoutes, { probes: { database: input.database }, queueHealth });
  app.get('/other', async () => ({ ok: true }));
  return app;
}

describe('probe logging and the queue counts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs nothing for a healthy probe, while other routes keep their per-request lines', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await loggedApp({ lines, database: async () => undefined });
    for (let i = 0; i < 3; i++) expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.inject('/other');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBeTruthy();
    await app.close();
  });

  it('logs a failed readiness check as an error naming the dependency', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await loggedApp({
      lines,
      database: async () => {
        throw new Error('connection refused');
      },
    });
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect(lines).toEqual([expect.objectContaining({ level: 50, probe: true, dependency: 'database', msg: 'readiness check failed' })]);
    await app.close();
  });

  it('answers /healthz from the cached counts and reads them again once they are older than the TTL', async () => {
    const lines: Record<string, unknown>[] = [];
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const app = await loggedApp({ lines, database: async () => undefined });
    const failed = async () => (await app.inject('/healthz')).json().queue.failed;
    expect(await failed()).toBe(0);
    expect(await failed()).toBe(0);
    now += QUEUE_HEALTH_TTL_MS - 1;
    expect(await failed()).toBe(0);
    now += 1;
    expect(await failed()).toBe(1);
    await app.close();
  });
});
