import { createServer, type Server, type Socket } from 'node:net';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { registerErrorHandler, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../src/plugins/error-handler';
import { closedPort } from '../helpers/closed-port';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper around the driver's error, as a failed query throws it. */
const failedQuery = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

// A server that accepts connections and never says a word: a database host that hangs.
let silent: Server;
const held: Socket[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  silent = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  const refused = await openPostgres(`postgres://amplio@127.0.0.1:${await closedPort()}/amplio`, 1);
  const hanging = await openPostgres(`postgres://amplio@127.0.0.1:${(silent.address() as { port: number }).port}/amplio`, 1);
  app.get('/refused', () => refused.ping());
  app.get('/hanging', () => hanging.ping());
  app.get('/terminated', () => {
    throw failedQuery(new Error('Connection terminated unexpectedly'));
  });
  app.get('/broken-query', () => {
    throw failedQuery(withCode('duplicate key value violates unique constraint "users_email_unique"', '23505'));
  });
  app.addHook('onClose', async () => {
    await refused.close();
    await hanging.close().catch(() => {});
  });
});
afterAll(async () => {
  await app.close();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a database that cannot be reached', () => {
  it('is told apart from a query that failed, through drizzle’s wrapper, pg’s errors and PostgreSQL’s codes', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(new Error('Client has encountered a connection error and is not queryable')))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe(true);

    expect(isDatabaseUnavailable(failedQuery(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(withCode('deadlock detected', '40P01')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('answers 503 { message } with Retry-After when the connection is refused', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.serviceUnavailable });
  });

  it('answers 503 when the connection is cut mid-query', async () => {
    const res = await app.inject({ method: 'GET', url: '/terminated' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  });

  it('answers 503 within the pool’s 5 s connection timeout when the database does not answer at all', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/hanging' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.serviceUnavailable });
    expect(Date.now() - started).toBeLessThan(6_500);
  }, 10_000);

  it('still answers 500 for a query that failed on a reachable database', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken-query' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
