import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';

let t: TestApp;
let operator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.createUser({ userType: 'operator', name: 'Olivia Ops' });
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, agent = t.agent()) => agent.post('/ops/login', body);

describe('POST /ops/login', () => {
  it('signs an operator in like the other sign-ins and sends them to the payouts queue', async () => {
    const agent = t.agent();
    const res = await login({ email: operator.email.toUpperCase(), password: operator.password }, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      redirect: '/ops/payouts',
      user: { id: operator.id, email: operator.email, name: 'Olivia Ops', user_type: 'operator' },
    });
    expect(res.json().csrf_token).toEqual(expect.any(String));
    const check = await agent.get('/ops/check-auth');
    expect(check.headers['cache-control']).toBe('no-store');
    expect(check.json()).toMatchObject({ authenticated: true, user: { user_type: 'operator' } });
    expect((await agent.get('/api/ops/payouts')).statusCode).toBe(200);
    // An operator is not a brand or a creator.
    expect((await agent.get('/brand/check-auth')).json()).toEqual({ authenticated: false, user: null });
    expect((await agent.get('/creator/check-auth')).json()).toEqual({ authenticated: false, user: null });

    const out = await agent.post('/api/ops/logout', {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, redirect: '/ops/login' });
    expect((await agent.get('/ops/check-auth')).json()).toEqual({ authenticated: false, user: null });
    expect((await agent.get('/api/ops/payouts')).statusCode).toBe(401);
  });

  it('follows a redirect inside the console only', async () => {
    const to = async (redirect: string) =>
      (await login({ email: operator.email, password: operator.password, redirect })).json().redirect as string;
    expect(await to('/ops/payouts?status=failed')).toBe('/ops/payouts?status=failed');
    expect(await to('/creator/dashboard')).toBe('/ops/payouts');
    expect(await to('//evil.example/ops/')).toBe('/ops/payouts');
    expect(await to('/ops/login')).toBe('/ops/payouts');
  });

  it('answers 401 "Invalid email or password." for a wrong password or an unknown e-mail', async () => {
    for (const body of [
      { email: operator.email, password: 'Wrong-Horse-9' },
      { email: 'nobody@amplio.test', password: 'Wrong-Horse-9' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: OPS_MESSAGES.loginInvalid, can_retry: true });
    }
  });

  it('refuses brands and creators with 403, even with the right password', async () => {
    for (const userType of ['brand', 'creator'] as const) {
      const user = await t.createUser({ userType });
      const agent = t.agent();
      const res = await login({ email: user.email, password: user.password }, agent);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: OPS_MESSAGES.notOperator, error_type: 'not_an_operator' });
      expect((await agent.get('/ops/check-auth')).json().authenticated).toBe(false);
    }
  });

  it('refuses an operator on the brand and creator sign-in pages', async () => {
    const brand = await t.agent().post('/brand/login', { email: operator.email, password: operator.password });
    expect(brand.statusCode).toBe(403);
    expect(brand.json().message).toBe(LOGIN_MESSAGES.brandForbidden);
    const creator = await t.agent().post('/creator/login', { email: operator.email, password: operator.password });
    expect(creator.statusCode).toBe(403);
    expect(creator.json().message).toBe(LOGIN_MESSAGES.creatorNotCreator);
  });

  it('asks for both fields', async () => {
    for (const body of [{}, { email: operator.email }, { password: 'x' }, { email: ' ', password: 'x' }]) {
      const res = await login(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(OPS_MESSAGES.loginRequired);
    }
  });

  it('is throttled like the other sign-ins: the sixth wrong try from one address answers 429', async () => {
    const target = await t.createUser({ userType: 'operator' });
    const agent = t.agent();
    for (let i = 0; i < 5; i++) expect((await login({ email: target.email, password: 'Wrong-Horse-9' }, agent)).statusCode).toBe(401);
    const blocked = await login({ email: target.email, password: target.password }, agent);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toEqual(expect.any(String));
  });

  it('needs the CSRF token', async () => {
    const res = await t.agent().post('/ops/login', { email: operator.email, password: operator.password }, { csrf: false });
    expect(res.statusCode).toBe(419);
  });
});
