import { OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import { PASSWORD_RESET_MESSAGES as M } from '@amplio/shared/schemas/password-reset';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail } from '../auth/auth.service';
import type { VerificationService } from '../verification/verification.service';
import type { SessionForgetter } from '../../plugins/session-cache';
import { replacePasswordAndEndSessions } from './password-reset.repository';
import { createResetToken, isResetTokenValid } from './reset-token';

type Role = 'brand' | 'creator';
export type SendResetCode = (input: { tx: DbOrTx; email: string; name: string; code: string; role: Role }) => Promise<void>;

export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  verification: VerificationService;
  sendResetCode: SendResetCode;
  /** Every node's copies of sessions: the ended ones must go at once (decision 035). */
  sessions: SessionForgetter;
}) {
  const { db, clock, secret, verification, sessions } = deps;
  const accountOf = async (email: string, role: Role) => {
    const user = await findUserByEmail(db, email);
    return user?.userType === role ? user : undefined;
  };

  return {
    /**
     * Answers the same whether or not the account exists: a code row (and its cooldown) is written either way,
     * and only a real account of this kind gets the mail.
     */
    async requestCode(input: { email: string; role: Role }) {
      const user = await accountOf(input.email, input.role);
      await db.transaction(async (tx) => {
        const issued = await verification.issue({ tx, email: input.email, purpose: 'reset_password' });
        if (user) await deps.sendResetCode({ tx, email: user.email, name: user.name, code: issued.code, role: input.role });
      });
      return { message: M.codeSent, retry_after: OTP_RESEND_COOLDOWN_MS.reset_password / 1000 };
    },

    async verifyCode(input: { email: string; role: Role; otp: string }) {
      const user = await accountOf(input.email, input.role);
      await verification.verify({ email: input.email, purpose: 'reset_password', code: input.otp });
      // A code for an e-mail without an account of this kind is never mailed; answer as for a wrong code.
      if (!user) throw new AppError({ code: 'code_invalid', status: 400, message: M.wrongCode });
      return {
        message: M.codeAccepted,
        token: createResetToken({ secret, email: user.email, passwordHash: user.passwordHash, now: clock.now() }),
      };
    },

    async resetPassword(input: { email: string; role: Role; token: string; password: string }) {
      const user = await accountOf(input.email, input.role);
      const now = clock.now();
      if (!user || !isResetTokenValid({ secret, token: input.token, email: user.email, passwordHash: user.passwordHash, now })) {
        throw fieldError('token', M.tokenInvalid);
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction((tx) => replacePasswordAndEndSessions({ db: tx, userId: user.id, passwordHash, now }));
      await sessions.forgetUser(user.id);
      return { message: M.resetDone, redirect: `/${input.role}/login` };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
