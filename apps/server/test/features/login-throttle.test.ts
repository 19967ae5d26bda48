import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { LOGIN_LIMITS } from '../../src/features/auth/login-throttle';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-in throttling', () => {
  it('counts down the tries left, then answers 429 with Retry-After even for the right password', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = t.agent();
    const remaining: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.accountFromAddress.limit; i++) {
      const res = await a.post('/brand/login', { email: brand.email, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LOGIN_MESSAGES.brandInvalid);
      remaining.push(res.json().remaining_attempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const blocked = await a.post('/brand/login', { email: brand.email, password: brand.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOGIN_MESSAGES.tooManyAttempts);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().retry_after).toBe(retryAfter);
  });

  it('lets the account in again once the window has passed, so nobody is locked out for good', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const a = t.agent();
    for (let i = 0; i < 5; i++) await a.post('/creator/login', { email: creator.email, password: 'nope-nope' });
    expect((await a.post('/creator/login', { email: creator.email, password: creator.password })).statusCode).toBe(429);
    t.clock.advance(LOGIN_LIMITS.accountFromAddress.windowMs);
    expect((await a.post('/creator/login', { email: creator.email, password: creator.password })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = t.agent();
    for (let i = 0; i < 4; i++) await a.post('/brand/login', { email: brand.email, password: 'wrong-password' });
    expect((await a.post('/brand/login', { email: brand.email, password: brand.password })).statusCode).toBe(200);
    const next = await t.agent().post('/brand/login', { email: brand.email, password: 'wrong-password' });
    expect(next.json().remaining_attempts).toBe(4);
  });

  it('throttles the same e-mail in any letter case as one account', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const a = t.agent();
    for (let i = 0; i < 5; i++)
      await a.post('/brand/login', { email: i % 2 ? brand.email.toUpperCase() : brand.email, password: 'x-wrong-x' });
    expect((await a.post('/brand/login', { email: brand.email, password: brand.password })).statusCode).toBe(429);
  });
});

describe('unverified accounts', () => {
  it('refuses an unverified brand with verify_email_required and where to verify', async () => {
    const brand = await t.createUser({ userType: 'brand', verified: false });
    const res = await t.agent().post('/brand/login', { email: brand.email, password: brand.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error_type: 'verify_email_required',
      message: LOGIN_MESSAGES.brandVerifyEmail,
      can_retry: true,
      redirect: `/brand/verify-otp?email=${encodeURIComponent(brand.email)}`,
    });
  });

  it('does not sign an unverified account in', async () => {
    const creator = await t.createUser({ userType: 'creator', verified: false });
    const a = t.agent();
    await a.post('/creator/login', { email: creator.email, password: creator.password });
    expect((await a.get('/creator/check-auth')).json().authenticated).toBe(false);
  });
});

describe('per-address budgets on public writes', () => {
  it('answers 429 with retry_after once one address has sent too many code mails', async () => {
    const { PUBLIC_WRITE_LIMITS } = await import('../../src/plugins/ip-rate-limit');
    const a = t.agent();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_WRITE_LIMITS.codeMail.limit; i++) {
      statuses.push((await a.post('/api/creators/forgot-password', { email: `someone${i}@nowhere.test` })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await a.post('/api/creators/forgot-password', { email: 'one-more@nowhere.test' });
    expect(last.statusCode).toBe(429);
    expect(last.json().retry_after).toBeGreaterThan(0);
    t.clock.advance(PUBLIC_WRITE_LIMITS.codeMail.windowMs);
    expect((await a.post('/api/creators/forgot-password', { email: 'later@nowhere.test' })).statusCode).toBe(200);
  });

  it('limits registration steps per address', async () => {
    const { PUBLIC_WRITE_LIMITS } = await import('../../src/plugins/ip-rate-limit');
    const a = t.agent();
    for (let i = 0; i < PUBLIC_WRITE_LIMITS.registrationStep.limit; i++) {
      expect((await a.post('/api/brands/save-step', { step: 2 })).statusCode).toBe(422);
    }
    expect((await a.post('/api/creators/save-step', { step: 2 })).statusCode).toBe(429);
  });
});
