import { expect } from 'vitest';
import { OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import type { TestApp } from '../../helpers/build-test-app';
import { latestCodeFor } from '../../helpers/mail-codes';

/** A brand that verified its e-mail through the API just now (its trial starts there), signed in. */
export async function verifiedBrand(t: TestApp) {
  const user = await t.createUser({ userType: 'brand', verified: false });
  t.clock.advance(OTP_RESEND_COOLDOWN_MS.verify_email);
  expect((await t.agent().post('/api/brands/resend-otp', { email: user.email })).statusCode).toBe(200);
  const res = await t.agent().post('/api/brands/verify-otp', { email: user.email, otp: await latestCodeFor(t.db, user.email) });
  expect(res.statusCode, res.body).toBe(200);
  // Signed in again, remembered, so the session outlives the days the tests move the clock by.
  const agent = await t.injectAs(user, { remember: true });
  const brand = (await agent.post('/api/brands/brand-profiles', { name: 'Glow Labs', industry: 'retail' })).json().data;
  return { user, agent, brandId: brand.id as string };
}
