import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import type { UserType } from '@amplio/shared/constants/roles';
import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from './auth.repository';
import type { LoginThrottle } from './login-throttle';

export const DASHBOARD_FOR: Record<UserType, string> = {
  brand: '/brand/dashboard',
  creator: '/creator/dashboard',
  admin: '/',
  operator: '/ops/payouts',
};

/** What each sign-in page says when the password is wrong or the account is of another kind (spec 1 §8, spec 2 §8.3). */
const REFUSALS = {
  brand: {
    invalid: LOGIN_MESSAGES.brandInvalid,
    wrongKind: { code: 'not_a_brand', message: LOGIN_MESSAGES.brandForbidden },
  },
  creator: {
    invalid: LOGIN_MESSAGES.creatorInvalid,
    wrongKind: { code: 'not_a_creator', message: LOGIN_MESSAGES.creatorNotCreator },
  },
  operator: {
    invalid: OPS_MESSAGES.loginInvalid,
    wrongKind: { code: 'not_an_operator', message: OPS_MESSAGES.notOperator },
  },
} as const;

/** Finds the user and checks the password, spending the same time whether or not the account exists. */
export async function checkCredentials(input: { db: Db; email: string; password: string }): Promise<UserRow | null> {
  const user = await findUserByEmail(input.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  return user && ok ? user : null;
}

/**
 * Signs a brand, a creator or an operator in: throttled per account and address, 401 for bad credentials (with the tries left),
 * 403 for an account of the other kind. An unverified account is returned as is; the caller decides (spec 2 §6).
 */
export async function authenticate(input: {
  db: Db;
  throttle: LoginThrottle;
  role: 'brand' | 'creator' | 'operator';
  email: string;
  password: string;
  ip: string;
}): Promise<UserRow> {
  const who = { email: input.email, ip: input.ip };
  await input.throttle.assertAllowed(who);
  const user = await checkCredentials(input);
  const refusal = REFUSALS[input.role];
  if (!user) {
    const remaining = await input.throttle.recordFailure(who);
    throw new AppError({
      code: 'invalid_credentials',
      status: 401,
      message: refusal.invalid,
      extra: { remaining_attempts: remaining, can_retry: remaining > 0 },
    });
  }
  await input.throttle.recordSuccess(who);
  if (user.userType !== input.role) throw new AppError({ code: refusal.wrongKind.code, status: 403, message: refusal.wrongKind.message });
  return user;
}

export const redirectAfterLogin = (input: { user: UserRow; requested: unknown }) =>
  toSafeRedirectPath(input.requested, DASHBOARD_FOR[input.user.userType]);

/** Other features look accounts up through here, not through the repository. */
export { findUserByEmail } from './auth.repository';
