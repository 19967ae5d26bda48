import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { EmailVerificationService } from '../verification/email-verification.service';

/** Spec 2 §6: an unverified account may not sign in; the answer tells the page where to verify. */
export async function onUnverifiedSignIn(input: {
  user: UserRow;
  role: 'brand' | 'creator';
  emailVerification: Pick<EmailVerificationService, 'sendCodeIfCooledDown'>;
}): Promise<never> {
  const { user, role } = input;
  // Brands are sent a fresh code at once (issue 3); creators ask for one from the verify page (spec 2 §8.3).
  if (role === 'brand') await input.emailVerification.sendCodeIfCooledDown({ user, role });
  throw new AppError({
    code: 'verify_email_required',
    status: 403,
    message: role === 'brand' ? LOGIN_MESSAGES.brandVerifyEmail : LOGIN_MESSAGES.creatorVerifyEmail,
    extra: { can_retry: true, email: user.email, redirect: `/${role}/verify-otp?email=${encodeURIComponent(user.email)}` },
  });
}
