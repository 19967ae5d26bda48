import { randomInt } from 'node:crypto';
import { OTP_LENGTH, OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import type { VerificationPurpose } from '@amplio/shared/constants/roles';
import { RESEND_COOLDOWN_ERROR_TYPE, type VerificationErrorType } from '@amplio/shared/constants/verification';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { hmac, safeEqual } from '../../lib/tokens';
import { consumeCode, countWrongAttempt, findCode, lockCode, replaceCodeUnlessCoolingDown } from './verification.repository';

export interface IssuedCode {
  /** The code in clear, for the mail only; the database keeps its HMAC. */
  code: string;
  expiresAt: Date;
  resendAvailableAt: Date;
}

interface CodeKey {
  email: string;
  purpose: VerificationPurpose;
}

export interface VerificationService {
  /**
   * Creates a fresh code for the e-mail and purpose, replacing any earlier one. Pass `tx` to issue it in the
   * same transaction as the outbox mail that carries it. Throws 429 `resend_cooldown` with `retry_after` (s).
   */
  issue(input: CodeKey & { tx?: DbOrTx }): Promise<IssuedCode>;
  /**
   * Checks and consumes the code in its own transaction, so a wrong try is counted even though the call throws.
   * `onVerified` runs inside that transaction after the code is consumed; if it throws, the code stays usable.
   */
  verify<T = void>(input: CodeKey & { code: string; onVerified?: (tx: DbOrTx) => Promise<T> }): Promise<T>;
}

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Uniform over 000000..999999: crypto.randomInt rejects biased draws. */
export const generateCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

type Outcome<T> = { ok: true; value: T } | { ok: false; error: VerificationErrorType; remaining?: number };

export function createVerificationService(deps: { db: Db; clock: Clock; secret: string }): VerificationService {
  // Bound to the e-mail and purpose so a code hash cannot be replayed for another account or flow.
  const hashCode = (key: CodeKey, code: string) => hmac(deps.secret, `verification-code:${key.purpose}:${key.email}:${code}`);

  async function issue(input: CodeKey & { tx?: DbOrTx }): Promise<IssuedCode> {
    const db = input.tx ?? deps.db;
    const key = { email: normalizeEmail(input.email), purpose: input.purpose };
    const now = deps.clock.now();
    const cooldownMs = OTP_RESEND_COOLDOWN_MS[key.purpose];
    const code = generateCode();
    const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
    const row = await replaceCodeUnlessCoolingDown(db, {
      ...key,
      codeHash: hashCode(key, code),
      now,
      expiresAt,
      cooldownFrom: new Date(now.getTime() - cooldownMs),
    });
    if (!row) {
      const current = await findCode(db, key);
      const waitMs = (current?.lastSentAt.getTime() ?? now.getTime()) + cooldownMs - now.getTime();
      const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError({
        code: RESEND_COOLDOWN_ERROR_TYPE,
        status: 429,
        message: VERIFICATION_MESSAGES.resendWait(retryAfter),
        extra: { retry_after: retryAfter },
      });
    }
    return { code, expiresAt, resendAvailableAt: new Date(now.getTime() + cooldownMs) };
  }

  async function verify<T = void>(input: CodeKey & { code: string; onVerified?: (tx: DbOrTx) => Promise<T> }): Promise<T> {
    const key = { email: normalizeEmail(input.email), purpose: input.purpose };
    const code = input.code.trim();
    if (!CODE_PATTERN.test(code)) {
      throw fieldError('otp', key.purpose === 'verify_email' ? VERIFICATION_MESSAGES.otpFormat : VERIFICATION_MESSAGES.resetCodeFormat);
    }
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome<T>> => {
      const now = deps.clock.now();
      const row = await lockCode(tx, key);
      if (!row) return { ok: false, error: 'code_missing' };
      if (row.consumedAt) return { ok: false, error: 'code_used' };
      if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'code_locked', remaining: 0 };
      if (now.getTime() >= row.expiresAt.getTime()) return { ok: false, error: 'code_expired' };
      if (!safeEqual(row.codeHash, hashCode(key, code))) {
        const remaining = Math.max(0, OTP_MAX_ATTEMPTS - (await countWrongAttempt(tx, key)));
        return { ok: false, error: remaining > 0 ? 'code_invalid' : 'code_locked', remaining };
      }
      await consumeCode(tx, { ...key, now });
      return { ok: true, value: input.onVerified ? await input.onVerified(tx) : (undefined as T) };
    });
    if (!outcome.ok) throw codeError(key.purpose, outcome.error, outcome.remaining);
    return outcome.value;
  }

  return { issue, verify };
}

function codeError(purpose: VerificationPurpose, error: VerificationErrorType, remaining: number | undefined): AppError {
  const messages: Record<VerificationErrorType, string> = {
    code_invalid: purpose === 'verify_email' ? VERIFICATION_MESSAGES.otpInvalid : VERIFICATION_MESSAGES.resetCodeInvalid,
    code_expired: VERIFICATION_MESSAGES.codeExpired,
    code_locked: VERIFICATION_MESSAGES.codeLocked,
    code_used: VERIFICATION_MESSAGES.codeUsed,
    code_missing: VERIFICATION_MESSAGES.codeMissing,
  };
  return new AppError({
    code: error,
    status: 400,
    message: messages[error],
    extra: remaining === undefined ? {} : { remaining_attempts: remaining },
  });
}
