import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { findUserByEmail } from '../auth/auth.service';
import type { CodeMailer } from './code-mailer';
import { markEmailVerified } from './email-verification.repository';
import type { VerificationService } from './verification.service';

type Role = 'brand' | 'creator';

const emailNotFound = () => new AppError({ code: 'email_not_found', status: 404, message: VERIFICATION_MESSAGES.emailNotFound });

/** Spec 2 §2.9 and §4.4: confirm the e-mail of a new brand or creator account with the mailed code. */
export function createEmailVerificationService(deps: {
  db: Db;
  clock: Clock;
  verification: VerificationService;
  codeMailer: CodeMailer;
  /** Runs in the verification's transaction when a brand's e-mail is verified (the billing feature starts its trial). */
  onBrandVerified?: (input: { tx: DbOrTx; userId: string }) => Promise<void>;
}) {
  const { db, clock, verification, codeMailer } = deps;
  const unverifiedAccount = async (email: string, role: Role) => {
    const user = await findUserByEmail(db, email);
    return user && user.userType === role && !user.emailVerifiedAt ? user : undefined;
  };

  return {
    async verifyEmail(input: { email: string; otp: string; role: Role }): Promise<UserRow> {
      const user = await findUserByEmail(db, input.email);
      if (!user || user.userType !== input.role) throw emailNotFound();
      return verification.verify({
        email: user.email,
        purpose: 'verify_email',
        code: input.otp,
        onVerified: async (tx) => {
          const verified = await markEmailVerified(tx, { userId: user.id, now: clock.now() });
          if (input.role === 'brand') await deps.onBrandVerified?.({ tx, userId: user.id });
          return verified;
        },
      });
    },

    /** A new code for an account still waiting to be verified; 429 with retry_after while the 30 s cooldown runs. */
    async resendCode(input: { email: string; role: Role }) {
      const user = await unverifiedAccount(input.email, input.role);
      if (!user) throw emailNotFound();
      await db.transaction((tx) => codeMailer.sendVerificationCode({ tx, email: user.email, name: user.name, role: input.role }));
      return { email: user.email, retry_after: OTP_RESEND_COOLDOWN_MS.verify_email / 1000 };
    },

    /** Sign-in of an unverified account: send a fresh code unless one was sent moments ago. */
    async sendCodeIfCooledDown(input: { user: UserRow; role: Role }) {
      try {
        await db.transaction((tx) =>
          codeMailer.sendVerificationCode({ tx, email: input.user.email, name: input.user.name, role: input.role }),
        );
      } catch (err) {
        if (!(err instanceof AppError && err.statusCode === 429)) throw err;
      }
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
