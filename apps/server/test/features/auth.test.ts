import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GUARD_MESSAGES, HTTP_MESSAGES, LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { SESSION_IDLE_MS, SESSION_REMEMBER_MS } from '@amplio/shared/constants/limits';
import { sessions } from '../../src/db/schema/index';
import { sha256 } from '../../src/lib/tokens';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('CSRF', () => {
  it('rejects a POST without the CSRF token with 419', async () => {
    const res = await t.agent().post('/brand/login', { email: 'a@b.co', password: 'x' }, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
  });

  it('rejects a wrong CSRF token with 419', async () => {
    const a = t.agent();
    await a.ensureCsrf();
    const res = await a.post('/brand/login', { email: 'a@b.co', password: 'x' }, { headers: { 'x-csrf-token': 'forged' } });
    expect(res.statusCode).toBe(419);
  });

  it('rejects a token that belongs to another session', async () => {
    const a = t.agent();
    const b = t.agent();
    const tokenOfB = await b.ensureCsrf();
    await a.ensureCsrf();
    const res = await a.post('/brand/login', { email: 'a@b.co', password: 'x' }, { headers: { 'x-csrf-token': tokenOfB } });
    expect(res.statusCode).toBe(419);
  });

  it('accepts the token in X-XSRF-TOKEN and in the _token field', async () => {
    const a = t.agent();
    const token = await a.ensureCsrf();
    const viaHeader = await a.post(
      '/brand/login',
      { email: 'nobody@x.co', password: 'x' },
      { headers: { 'x-xsrf-token': token }, csrf: false },
    );
    expect(viaHeader.statusCode).toBe(401);
    const viaBody = await a.post('/brand/login', { email: 'nobody@x.co', password: 'x', _token: token }, { csrf: false });
    expect(viaBody.statusCode).toBe(401);
  });

  it('sanctum/csrf-cookie answers 204 and sets XSRF-TOKEN', async () => {
    const res = await t.agent().get('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{40,}$/);
  });

  it('injects the session CSRF token into the HTML meta tag', async () => {
    const a = t.agent();
    const res = await a.get('/some/deep/link');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body)?.[1];
    expect(meta).toBe(a.csrf);
  });
});

describe('sign-in', () => {
  it('signs a brand in and rotates the session id', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = t.agent();
    await a.ensureCsrf();
    const before = a.cookies.get(SESSION_COOKIE);
    const res = await a.post('/brand/login', { email: brand.email, password: brand.password, remember: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, redirect: '/brand/dashboard' });
    const after = a.cookies.get(SESSION_COOKIE);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await a.get('/brand/check-auth')).json()).toMatchObject({
      authenticated: true,
      user: { email: brand.email, user_type: 'brand' },
    });
  });

  it('matches the e-mail case-insensitively', async () => {
    const brand = await t.createUser({ userType: 'brand', email: 'Mixed.Case@Example.test' });
    const res = await t.agent().post('/brand/login', { email: 'mixed.case@example.TEST', password: brand.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with the spec message for a wrong brand password', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const res = await t.agent().post('/brand/login', { email: brand.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_MESSAGES.brandInvalid);
  });

  it('answers 403 with the spec message when a creator uses the brand login', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const res = await t.agent().post('/brand/login', { email: creator.email, password: creator.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied. Only brand accounts can log in here.');
  });

  it('answers 403 not_a_creator when a brand uses the creator login', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const res = await t.agent().post('/creator/login', { email: brand.email, password: brand.password, remember: '0' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error_type: 'not_a_creator',
      message: 'This account is not registered as a creator. Please use the appropriate login page.',
    });
  });

  it('answers 403 verify_email_required with can_retry for an unverified creator', async () => {
    const creator = await t.createUser({ userType: 'creator', verified: false });
    const res = await t.agent().post('/creator/login', { email: creator.email, password: creator.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_type: 'verify_email_required', can_retry: true, message: LOGIN_MESSAGES.creatorVerifyEmail });
  });

  it('answers 422 with the spec messages for missing creator fields', async () => {
    const res = await t.agent().post('/creator/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('answers 422 for wrong types and a 10 MB string without a 500', async () => {
    const a = t.agent();
    expect((await a.post('/creator/login', { email: 42, password: ['x'] })).statusCode).toBe(422);
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const res = await a.post('/creator/login', { email: huge, password: huge });
    expect(res.statusCode).toBe(413);
    expect((await a.post('/creator/login', 'not json', { headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });

  it('honours a same-origin redirect and ignores a foreign one', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const ok = await t
      .agent()
      .post('/creator/login', { email: creator.email, password: creator.password, redirect: '/creator/dashboard/profile' });
    expect(ok.json().redirect).toBe('/creator/dashboard/profile');
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await t.agent().post('/creator/login', { email: creator.email, password: creator.password, redirect: evil });
      expect(res.json().redirect).toBe('/creator/dashboard');
    }
  });
});

describe('sessions', () => {
  it('a user of the other role is not authenticated on check-auth', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const a = await t.injectAs(creator);
    expect((await a.get('/creator/check-auth')).json().authenticated).toBe(true);
    expect((await a.get('/brand/check-auth')).json()).toEqual({ authenticated: false, user: null });
  });

  it('GET /api/user answers 401 when anonymous', async () => {
    const res = await t.agent().get('/api/user');
    expect(res.statusCode).toBe(401);
  });

  it('GET /api/user returns user_type for the signed-in user', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = await t.injectAs(brand);
    expect((await a.get('/api/user')).json()).toMatchObject({ user_type: 'brand', user: { email: brand.email } });
  });

  it('sign-out invalidates the old cookie', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = await t.injectAs(brand);
    const oldCookie = a.cookies.get(SESSION_COOKIE)!;
    const res = await a.post('/api/brands/logout');
    expect(res.json()).toMatchObject({ success: true, redirect: '/brand' });
    const replay = t.agent();
    replay.cookies.set(SESSION_COOKIE, oldCookie);
    expect((await replay.get('/brand/check-auth')).json().authenticated).toBe(false);
  });

  it('creator sign-out through /do-logout and through JSON', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const a = await t.injectAs(creator);
    expect((await a.get('/do-logout', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await a.get('/creator/check-auth')).json().authenticated).toBe(false);
    const b = await t.injectAs(creator);
    expect((await b.post('/api/creators/logout')).json().redirect).toBe('/creator?logged_out=1');
    expect((await b.get('/creator/check-auth')).json().authenticated).toBe(false);
  });

  it('refuses a cross-site /do-logout', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const a = await t.injectAs(creator);
    expect((await a.get('/do-logout', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await a.get('/creator/check-auth')).json().authenticated).toBe(true);
  });

  it('stores only the hash of the session id', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = await t.injectAs(brand);
    const raw = a.cookies.get(SESSION_COOKIE)!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, brand.id));
    expect(rows.map((r) => r.idHash)).toEqual([sha256(raw)]);
  });

  it('expires an idle session after 2 hours', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = await t.injectAs(brand);
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await a.get('/brand/check-auth')).json().authenticated).toBe(true);
    t.clock.advance(SESSION_IDLE_MS + 1);
    expect((await a.get('/brand/check-auth')).json().authenticated).toBe(false);
  });

  it('keeps a remember-me session for 30 days', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = await t.injectAs(brand, { remember: true });
    t.clock.advance(SESSION_IDLE_MS * 5);
    expect((await a.get('/brand/check-auth')).json().authenticated).toBe(true);
    t.clock.advance(SESSION_REMEMBER_MS);
    expect((await a.get('/brand/check-auth')).json().authenticated).toBe(false);
  });

  it('keeps guard messages exact', () => {
    expect(GUARD_MESSAGES.unauthenticated).toBe('Please log in to access this page.');
    expect(GUARD_MESSAGES.unauthorizedBrand).toBe('Please log in with a brand account to access this page.');
    expect(GUARD_MESSAGES.unauthorizedCreator).toBe('Please log in with a creator account to access this page.');
  });
});

describe('app shell', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const res = await t.agent().get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('sends the security headers on pages and API answers', async () => {
    const res = await t.agent().get('/brand/check-auth');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps the probes lean: no security headers to compute on /healthz', async () => {
    const res = await t.agent().get('/healthz');
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('readyz answers ready when the database does', async () => {
    expect((await t.agent().get('/readyz')).json()).toMatchObject({ status: 'ready' });
  });

  it('serves the OpenAPI document listing the auth routes', async () => {
    const res = await t.agent().get('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/brand/login', '/creator/login', '/api/user']));
  });
});
