import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import type { UserType } from '@amplio/shared/constants/roles';
import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from './auth.repository';

export const DASHBOARD_FOR: Record<UserType, string> = {
  brand: '/brand/dashboard',
  creator: '/creator/dashboard',
  admin: '/',
};

interface Credentials {
  email: string;
  password: string;
}

/** Finds the user and checks the password, spending the same time whether or not the account exists. */
export async function checkCredentials(input: { db: Db } & Credentials): Promise<UserRow | null> {
  const user = await findUserByEmail(input.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  return user && ok ? user : null;
}

export async function authenticateBrand(input: { db: Db } & Credentials): Promise<UserRow> {
  const user = await checkCredentials(input);
  if (!user) throw new AppError({ code: 'invalid_credentials', status: 401, message: LOGIN_MESSAGES.brandInvalid });
  if (user.userType !== 'brand') {
    throw new AppError({ code: 'not_a_brand', status: 403, message: LOGIN_MESSAGES.brandForbidden });
  }
  return user;
}

export async function authenticateCreator(input: { db: Db } & Credentials): Promise<UserRow> {
  const user = await checkCredentials(input);
  if (!user) throw new AppError({ code: 'invalid_credentials', status: 401, message: LOGIN_MESSAGES.creatorInvalid });
  if (user.userType !== 'creator') {
    throw new AppError({ code: 'not_a_creator', status: 403, message: LOGIN_MESSAGES.creatorNotCreator });
  }
  if (!user.emailVerifiedAt) {
    throw new AppError({
      code: 'verify_email_required',
      status: 403,
      message: LOGIN_MESSAGES.creatorVerifyEmail,
      extra: { can_retry: true, email: user.email },
    });
  }
  return user;
}

export const redirectAfterLogin = (input: { user: UserRow; requested: unknown }) =>
  toSafeRedirectPath(input.requested, DASHBOARD_FOR[input.user.userType]);
