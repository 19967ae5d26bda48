import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps';
import { sessions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { TestUser } from '../helpers/factories';

// The session is read lazily (no per-request hook): these prove the guarded routes still get it, and the CSRF
// check still holds, while the probes never look it up.

/** A route that asks for the session twice in one request. */
const helperRoutes: FastifyPluginAsync<AppDeps> = async (app) => {
  app.get('/test/auth-twice', async (request) => {
    const first = request.auth();
    const second = request.auth();
    const state = await first;
    return { same: first === second, userId: state?.user.id ?? null, sessionId: request.sessionId };
  });
};

let t: TestApp;
let brand: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: helperRoutes });
  brand = await t.createUser({ userType: 'brand' });
});
afterAll(() => t.close());

const lastSeen = async (userId: string) =>
  (await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, userId)))[0]?.at.getTime();

describe('the session on guarded routes', () => {
  it('answers the signed-in user on a guarded route, and 401 without a session', async () => {
    const agent = await t.injectAs(brand);
    const res = await agent.get('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: brand.email });
    expect((await t.agent().get('/api/user')).statusCode).toBe(401);
  });

  it('reads a malformed session cookie as no session', async () => {
    const res = await t.app.inject({ url: '/api/user', headers: { cookie: 'amplio_session=not-a-session-id' } });
    expect(res.statusCode).toBe(401);
  });

  it('looks the session up once per request, however often it is asked for', async () => {
    const agent = await t.injectAs(brand);
    const res = await agent.get('/test/auth-twice');
    expect(res.json()).toMatchObject({ same: true, userId: brand.id });
    expect(res.json().sessionId).toBe(agent.cookies.get('amplio_session'));
  });

  it('refuses a write without the CSRF token, or with another session’s, and accepts it with its own', async () => {
    const agent = await t.injectAs(brand);
    expect((await agent.post('/api/brands/logout', {}, { csrf: false })).statusCode).toBe(419);
    const other = await t.agent().ensureCsrf();
    expect((await agent.post('/api/brands/logout', {}, { headers: { 'x-csrf-token': other } })).statusCode).toBe(419);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect((await agent.post('/api/brands/logout', {})).statusCode).toBe(200);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });
});

describe('the probes', () => {
  it('never look up the session, even with a session cookie: only a guarded route touches it', async () => {
    const user = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(user);
    const before = await lastSeen(user.id);
    t.clock.advance(5 * 60_000); // past the minute after which a lookup refreshes last_seen_at
    for (const url of ['/healthz', '/readyz']) {
      const res = await agent.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await lastSeen(user.id)).toBe(before);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect(await lastSeen(user.id)).toBe(t.clock.now().getTime());
  });
});
