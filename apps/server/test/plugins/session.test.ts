import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps';
import { SESSION_IDLE_MS } from '@amplio/shared/constants/limits';
import { sessions } from '../../src/db/schema/index';
import { SESSION_CACHE_TTL_MS } from '../../src/plugins/session-cache';
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

describe("the node's copy of a session (decision 035)", () => {
  const rowOf = async (userId: string) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

  it('answers from its copy for at most 5 seconds after the row disappears behind the app’s back', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    // Deleted without the app (no sign-out): only the copy's age bounds how long it still answers.
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    t.clock.advance(SESSION_CACHE_TTL_MS);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a session it holds a copy of at once on sign-out', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user);
    const old = agent.cookies.get('amplio_session')!;
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect((await agent.post('/api/brands/logout', {})).statusCode).toBe(200);
    const replay = t.agent();
    replay.cookies.set('amplio_session', old);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('ends the old session at once when the browser signs in again over it (rotation)', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user);
    const old = agent.cookies.get('amplio_session')!;
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect((await agent.post('/brand/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect(agent.cookies.get('amplio_session')).not.toBe(old);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    const replay = t.agent();
    replay.cookies.set('amplio_session', old);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('writes last-seen at most once a minute however many requests come, and still ends an idle session after 2 hours', async () => {
    const user = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(user);
    const signedInAt = t.clock.now().getTime();
    // A request every second for 59 s, each past the copy's life half the time: no write.
    for (let i = 0; i < 59; i++) {
      t.clock.advance(1_000);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
    }
    expect((await rowOf(user.id))?.lastSeenAt.getTime()).toBe(signedInAt);
    t.clock.advance(2_000);
    await Promise.all(Array.from({ length: 10 }, () => agent.get('/api/user')));
    const touched = await rowOf(user.id);
    expect(touched?.lastSeenAt.getTime()).toBe(t.clock.now().getTime());
    expect(touched?.expiresAt.getTime()).toBe(t.clock.now().getTime() + SESSION_IDLE_MS);
    // Idle from here: still signed in a minute before the 2 hours, signed out just after them.
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await agent.get('/creator/check-auth')).json().authenticated).toBe(true);
    t.clock.advance(SESSION_IDLE_MS + 1);
    expect((await agent.get('/creator/check-auth')).json().authenticated).toBe(false);
  });

  it('keeps a remember-me session’s 30-day end when it touches it', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user, { remember: true });
    const end = (await rowOf(user.id))!.expiresAt.getTime();
    t.clock.advance(5 * 60_000);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    const row = await rowOf(user.id);
    expect(row?.lastSeenAt.getTime()).toBe(t.clock.now().getTime());
    expect(row?.expiresAt.getTime()).toBe(end);
  });
});
