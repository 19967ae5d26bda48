import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { countMailsTo, latestCodeFor } from '../helpers/mail-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** An unverified brand with a code already mailed, as the end of the wizard leaves it. */
async function unverifiedBrandWithCode() {
  const brand = await t.createUser({ userType: 'brand', verified: false });
  t.clock.advance(OTP_RESEND_COOLDOWN_MS.verify_email);
  const resend = await t.agent().post('/api/brands/resend-otp', { email: brand.email });
  expect(resend.statusCode).toBe(200);
  return { brand, code: await latestCodeFor(t.db, brand.email) };
}

describe('verify-otp', () => {
  it('verifies the e-mail, signs the brand in and rotates the session', async () => {
    const { brand, code } = await unverifiedBrandWithCode();
    const a = t.agent();
    await a.ensureCsrf();
    const before = a.cookies.get('amplio_session');
    const res = await a.post('/api/brands/verify-otp', { email: brand.email, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: VERIFICATION_MESSAGES.otpVerified, redirect: '/brand/dashboard' });
    expect(res.json().user).toMatchObject({ email: brand.email, user_type: 'brand' });
    expect(res.json().token).toBe(a.csrf);
    expect(a.cookies.get('amplio_session')).not.toBe(before);
    expect((await a.get('/brand/check-auth')).json().authenticated).toBe(true);
  });

  it('rejects reuse of a consumed code', async () => {
    const { brand, code } = await unverifiedBrandWithCode();
    expect((await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: code })).statusCode).toBe(200);
    const again = await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_type).toBe('code_used');
  });

  it('answers the spec message for a wrong code and counts down the tries', async () => {
    const { brand, code } = await unverifiedBrandWithCode();
    const res = await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: wrongCodeFor(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: VERIFICATION_MESSAGES.otpInvalid, error_type: 'code_invalid', remaining_attempts: 4 });
  });

  it('kills the code after 5 wrong tries: even the right code then fails, and says to request a new one', async () => {
    const { brand, code } = await unverifiedBrandWithCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: wrongCodeFor(code) });
    const res = await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_type: 'code_locked', message: VERIFICATION_MESSAGES.codeLocked });
  });

  it('refuses an expired code with a clear message', async () => {
    const { brand, code } = await unverifiedBrandWithCode();
    t.clock.advance(OTP_LIFETIME_MS);
    const res = await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: code });
    expect(res.json()).toMatchObject({ error_type: 'code_expired', message: VERIFICATION_MESSAGES.codeExpired });
  });

  it.each(['12345', '1234567', ''])('answers 422 "Please enter a valid 6-digit OTP" for %j', async (otp) => {
    const res = await t.agent().post('/api/creators/verify-otp', { email: 'a@b.co', otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toEqual([VERIFICATION_MESSAGES.otpFormat]);
  });

  it('will not verify a brand through the creator endpoint', async () => {
    const { brand, code } = await unverifiedBrandWithCode();
    const res = await t.agent().post('/api/creators/verify-otp', { email: brand.email, otp: code });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.emailNotFound);
  });
});

describe('resend-otp', () => {
  it('enforces the 30 s cooldown on the server with 429 and retry_after', async () => {
    const { brand } = await unverifiedBrandWithCode();
    t.clock.advance(OTP_RESEND_COOLDOWN_MS.verify_email - 1000);
    const early = await t.agent().post('/api/brands/resend-otp', { email: brand.email });
    expect(early.statusCode).toBe(429);
    expect(early.json().retry_after).toBe(1);
    expect(early.headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    const res = await t.agent().post('/api/brands/resend-otp', { email: brand.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, email: brand.email, message: VERIFICATION_MESSAGES.otpResent, retry_after: 30 });
  });

  it('a resent code replaces the old one', async () => {
    const { brand, code: first } = await unverifiedBrandWithCode();
    t.clock.advance(OTP_RESEND_COOLDOWN_MS.verify_email);
    await t.agent().post('/api/brands/resend-otp', { email: brand.email });
    const second = await latestCodeFor(t.db, brand.email);
    if (first !== second) expect((await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: first })).statusCode).toBe(400);
    expect((await t.agent().post('/api/brands/verify-otp', { email: brand.email, otp: second })).statusCode).toBe(200);
  });

  it('answers 404 "Email not found" for an unknown or already verified e-mail', async () => {
    const verified = await t.createUser({ userType: 'creator' });
    for (const email of ['nobody@nowhere.test', verified.email]) {
      const res = await t.agent().post('/api/creators/resend-otp', { email });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(VERIFICATION_MESSAGES.emailNotFound);
    }
  });
});

describe('unverified brand sign-in', () => {
  it('mails a fresh code and says where to verify', async () => {
    const brand = await t.createUser({ userType: 'brand', verified: false });
    const res = await t.agent().post('/brand/login', { email: brand.email, password: brand.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LOGIN_MESSAGES.brandVerifyEmail);
    expect(await countMailsTo(t.db, brand.email)).toBe(1);
    // A second sign-in within the cooldown does not fail and does not mail again.
    expect((await t.agent().post('/brand/login', { email: brand.email, password: brand.password })).statusCode).toBe(403);
    expect(await countMailsTo(t.db, brand.email)).toBe(1);
  });
});
