import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import { PASSWORD_RESET_MESSAGES as M } from '@amplio/shared/schemas/password-reset';
import { RESET_TOKEN_LIFETIME_MS } from '../../src/features/password-reset/reset-token';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { countMailsTo, latestCodeFor } from '../helpers/mail-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh-Start-42';

async function tokenFor(email: string, prefix = '/api/brands') {
  expect((await t.agent().post(`${prefix}/forgot-password`, { email })).statusCode).toBe(200);
  const otp = await latestCodeFor(t.db, email);
  const res = await t.agent().post(`${prefix}/verify-reset-otp`, { email, otp });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe('forgot password', () => {
  it('answers the same for an existing and an unknown account, and mails only the real one', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const known = await t.agent().post('/api/brands/forgot-password', { email: brand.email });
    const unknown = await t.agent().post('/api/brands/forgot-password', { email: 'ghost@nowhere.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: M.codeSent, retry_after: 60 });
    expect(await countMailsTo(t.db, brand.email)).toBe(1);
    expect(await countMailsTo(t.db, 'ghost@nowhere.test')).toBe(0);
  });

  it('does not mail a creator through the brand flow', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    expect((await t.agent().post('/api/brands/forgot-password', { email: creator.email })).statusCode).toBe(200);
    expect(await countMailsTo(t.db, creator.email)).toBe(0);
  });

  it('enforces the 60 s resend wait for known and unknown e-mails alike', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    for (const email of [brand.email, 'nobody-else@nowhere.test']) {
      await t.agent().post('/api/brands/forgot-password', { email });
      t.clock.advance(OTP_RESEND_COOLDOWN_MS.reset_password - 1000);
      const early = await t.agent().post('/api/brands/forgot-password', { email });
      expect(early.statusCode).toBe(429);
      expect(early.json().retry_after).toBe(1);
      t.clock.advance(1000);
      expect((await t.agent().post('/api/brands/forgot-password', { email })).statusCode).toBe(200);
    }
  });

  it.each([
    ['', M.emailRequired],
    ['not-an-email', M.emailInvalid],
  ])('answers 422 for e-mail %j with "%s"', async (email, message) => {
    const res = await t.agent().post('/api/creators/forgot-password', { email });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toBe(message);
  });
});

describe('reset code and new password', () => {
  it('resets the password: the old one is refused, the new one works, other sessions end', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const elsewhere = await t.injectAs(brand);
    // Used just before: the node holds a copy of it, which the reset must end too.
    expect((await elsewhere.get('/brand/check-auth')).json().authenticated).toBe(true);
    const token = await tokenFor(brand.email);
    const res = await t
      .agent()
      .post('/api/brands/reset-password', { email: brand.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.resetDone, redirect: '/brand/login' });
    expect((await elsewhere.get('/brand/check-auth')).json().authenticated).toBe(false);
    expect((await t.agent().post('/brand/login', { email: brand.email, password: brand.password })).statusCode).toBe(401);
    expect((await t.agent().post('/brand/login', { email: brand.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('rejects reuse of a reset token once the password has changed', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    const token = await tokenFor(creator.email, '/api/creators');
    const body = { email: creator.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await t.agent().post('/api/creators/reset-password', body)).statusCode).toBe(200);
    const replay = await t
      .agent()
      .post('/api/creators/reset-password', { ...body, password: 'Another-One-7', password_confirmation: 'Another-One-7' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.token).toEqual([M.tokenInvalid]);
  });

  it('rejects a reset token after 15 minutes', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const token = await tokenFor(brand.email);
    t.clock.advance(RESET_TOKEN_LIFETIME_MS);
    const res = await t
      .agent()
      .post('/api/brands/reset-password', { email: brand.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
  });

  it('rejects a forged token and a token of another account', async () => {
    const a = await t.createUser({ userType: 'brand' });
    const b = await t.createUser({ userType: 'brand' });
    const tokenOfA = await tokenFor(a.email);
    for (const [email, token] of [
      [a.email, 'zzzz.forged'],
      [b.email, tokenOfA],
    ]) {
      const res = await t
        .agent()
        .post('/api/brands/reset-password', { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
    }
  });

  it('answers "Invalid or expired verification code" for a wrong code', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    await t.agent().post('/api/brands/forgot-password', { email: brand.email });
    const code = await latestCodeFor(t.db, brand.email);
    const res = await t.agent().post('/api/brands/verify-reset-otp', { email: brand.email, otp: code === '123456' ? '654321' : '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.wrongCode);
  });

  it.each([
    [{ password: '' }, 'password', M.newPasswordRequired],
    [{ password: 'Abcde1!', password_confirmation: 'Abcde1!' }, 'password', M.passwordTooShort],
    [{ password_confirmation: 'Mismatch-99' }, 'password_confirmation', M.passwordsDiffer],
  ])('answers 422 for %j with "%s" on %s', async (change, field, message) => {
    const res = await t.agent().post('/api/brands/reset-password', {
      email: 'a@b.co',
      token: 'x.y',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toBe(message);
  });

  it('accepts a new password of exactly 8 characters', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const token = await tokenFor(brand.email);
    const res = await t
      .agent()
      .post('/api/brands/reset-password', { email: brand.email, token, password: 'Abcdef1!', password_confirmation: 'Abcdef1!' });
    expect(res.statusCode).toBe(200);
  });

  it.each(['12345', 'abcdef'])('answers 422 "Please enter a valid 6-digit code" for %j', async (otp) => {
    const res = await t.agent().post('/api/brands/verify-reset-otp', { email: 'a@b.co', otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toEqual([M.codeFormat]);
  });

  it('requires the CSRF token on every call', async () => {
    for (const path of ['forgot-password', 'verify-reset-otp', 'reset-password']) {
      expect((await t.agent().post(`/api/brands/${path}`, { email: 'a@b.co' }, { csrf: false })).statusCode).toBe(419);
    }
  });
});
