import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS } from '@amplio/shared/constants/limits';
import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import type { VerificationPurpose } from '@amplio/shared/constants/roles';
import type { Database } from '../../../src/db/client';
import { verificationCodes } from '../../../src/db/schema/index';
import { createFakeClock, type FakeClock } from '../../../src/lib/clock';
import { AppError, ValidationAppError } from '../../../src/lib/errors';
import { createVerificationService, generateCode, type VerificationService } from '../../../src/features/verification/verification.service';
import { openTestDatabase } from '../../helpers/test-database';

let database: Database;
let clock: FakeClock;
let service: VerificationService;
let n = 0;
const freshEmail = () => `code-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  database = await openTestDatabase();
  clock = createFakeClock(new Date('2026-03-01T10:00:00Z'));
  service = createVerificationService({ db: database.db, clock, secret: 'unit-test-secret-unit-test-secret-0000' });
});
afterAll(() => database.close());

/** Resolves to the AppError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

async function rowOf(email: string, purpose: VerificationPurpose) {
  const [row] = await database.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email.toLowerCase()), eq(verificationCodes.purpose, purpose)));
  return row;
}

describe('verification codes', () => {
  it('issues a 6-digit code that verifies once', async () => {
    const email = freshEmail();
    const { code, expiresAt } = await service.issue({ email, purpose: 'verify_email' });
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + OTP_LIFETIME_MS);
    await expect(service.verify({ email, purpose: 'verify_email', code })).resolves.toBeUndefined();
  });

  it('generates 6-digit codes, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('never stores the code in clear', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    const row = await rowOf(email, 'verify_email');
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHash).not.toBe(code);
    expect(row!.codeHash.length).toBeGreaterThan(30);
  });

  it('rejects a consumed code', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    await service.verify({ email, purpose: 'verify_email', code });
    const err = await failure(service.verify({ email, purpose: 'verify_email', code }));
    expect(err).toMatchObject({ statusCode: 400, code: 'code_used', message: VERIFICATION_MESSAGES.codeUsed });
  });

  it('accepts the code at 10 min - 1 ms', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    clock.advance(OTP_LIFETIME_MS - 1);
    await expect(service.verify({ email, purpose: 'verify_email', code })).resolves.toBeUndefined();
  });

  it('rejects the code at 10 min + 1 ms as expired', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    clock.advance(OTP_LIFETIME_MS + 1);
    const err = await failure(service.verify({ email, purpose: 'verify_email', code }));
    expect(err).toMatchObject({ statusCode: 400, code: 'code_expired', message: VERIFICATION_MESSAGES.codeExpired });
  });

  it('counts wrong tries down with the spec message, and still accepts the right code after 4', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    for (let i = 1; i <= OTP_MAX_ATTEMPTS - 1; i++) {
      const err = await failure(service.verify({ email, purpose: 'verify_email', code: wrongCodeFor(code) }));
      expect(err).toMatchObject({ statusCode: 400, code: 'code_invalid', message: VERIFICATION_MESSAGES.otpInvalid });
      expect(err.extra).toEqual({ remaining_attempts: OTP_MAX_ATTEMPTS - i });
    }
    await expect(service.verify({ email, purpose: 'verify_email', code })).resolves.toBeUndefined();
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      await failure(service.verify({ email, purpose: 'verify_email', code: wrongCodeFor(code) }));
    }
    const fifth = await failure(service.verify({ email, purpose: 'verify_email', code: wrongCodeFor(code) }));
    expect(fifth).toMatchObject({ code: 'code_locked', message: VERIFICATION_MESSAGES.codeLocked, extra: { remaining_attempts: 0 } });
    const right = await failure(service.verify({ email, purpose: 'verify_email', code }));
    expect(right).toMatchObject({ statusCode: 400, code: 'code_locked', message: VERIFICATION_MESSAGES.codeLocked });
    expect((await rowOf(email, 'verify_email'))?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('counts concurrent wrong tries one by one', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => failure(service.verify({ email, purpose: 'verify_email', code: wrongCodeFor(code) }))),
    );
    expect(tries.filter((e) => e.code === 'code_invalid')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect((await rowOf(email, 'verify_email'))?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('a new code resets the tries', async () => {
    const email = freshEmail();
    const first = await service.issue({ email, purpose: 'verify_email' });
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      await failure(service.verify({ email, purpose: 'verify_email', code: wrongCodeFor(first.code) }));
    }
    clock.advance(30_000);
    const second = await service.issue({ email, purpose: 'verify_email' });
    await expect(service.verify({ email, purpose: 'verify_email', code: second.code })).resolves.toBeUndefined();
  });

  it('a resend makes the earlier code invalid', async () => {
    const email = freshEmail();
    const first = await service.issue({ email, purpose: 'verify_email' });
    clock.advance(30_000);
    const second = await service.issue({ email, purpose: 'verify_email' });
    if (first.code !== second.code) {
      const err = await failure(service.verify({ email, purpose: 'verify_email', code: first.code }));
      expect(err.code).toBe('code_invalid');
    }
    await expect(service.verify({ email, purpose: 'verify_email', code: second.code })).resolves.toBeUndefined();
  });

  it('answers the reset purpose with the reset wording', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'reset_password' });
    const err = await failure(service.verify({ email, purpose: 'reset_password', code: wrongCodeFor(code) }));
    expect(err).toMatchObject({ code: 'code_invalid', message: VERIFICATION_MESSAGES.resetCodeInvalid });
  });

  it('keeps the purposes apart', async () => {
    const email = freshEmail();
    const verifyCode = await service.issue({ email, purpose: 'verify_email' });
    await service.issue({ email, purpose: 'reset_password' });
    const err = await failure(service.verify({ email, purpose: 'reset_password', code: verifyCode.code }));
    expect(err.code).toBe('code_invalid');
  });

  it('answers code_missing when no code was issued', async () => {
    const err = await failure(service.verify({ email: freshEmail(), purpose: 'verify_email', code: '123456' }));
    expect(err).toMatchObject({ statusCode: 400, code: 'code_missing', message: VERIFICATION_MESSAGES.codeMissing });
  });

  it('rejects a malformed code with the spec message without counting a try', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const err = await service.verify({ email, purpose: 'verify_email', code: bad }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationAppError);
      expect((err as ValidationAppError).errors).toEqual({ otp: [VERIFICATION_MESSAGES.otpFormat] });
    }
    const reset = await service.verify({ email, purpose: 'reset_password', code: '12' }).catch((e: unknown) => e);
    expect((reset as ValidationAppError).errors).toEqual({ otp: [VERIFICATION_MESSAGES.resetCodeFormat] });
    expect((await rowOf(email, 'verify_email'))?.attempts).toBe(0);
    await expect(service.verify({ email, purpose: 'verify_email', code })).resolves.toBeUndefined();
  });

  it('matches the e-mail case-insensitively', async () => {
    const email = `Mixed.Case-${Date.now()}@Example.TEST`;
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    expect((await rowOf(email, 'verify_email'))?.email).toBe(email.toLowerCase());
    await expect(service.verify({ email: ` ${email.toUpperCase()} `, purpose: 'verify_email', code })).resolves.toBeUndefined();
  });

  it('runs onVerified in the same transaction and keeps the code when it throws', async () => {
    const email = freshEmail();
    const { code } = await service.issue({ email, purpose: 'verify_email' });
    const boom = service.verify({
      email,
      purpose: 'verify_email',
      code,
      onVerified: async () => {
        throw new Error('follow-up failed');
      },
    });
    await expect(boom).rejects.toThrow('follow-up failed');
    expect((await rowOf(email, 'verify_email'))?.consumedAt).toBeNull();
    const result = await service.verify({
      email,
      purpose: 'verify_email',
      code,
      onVerified: async (tx) => {
        const [row] = await tx.select().from(verificationCodes).where(eq(verificationCodes.email, email));
        return { consumedInThisTransaction: row?.consumedAt instanceof Date };
      },
    });
    expect(result).toEqual({ consumedInThisTransaction: true });
  });
});

describe('resend cooldown', () => {
  for (const [purpose, seconds] of [
    ['verify_email', 30],
    ['reset_password', 60],
  ] as const) {
    it(`${purpose}: 429 at ${seconds} s - 1 ms, a new code at ${seconds} s`, async () => {
      const email = freshEmail();
      await service.issue({ email, purpose });
      clock.advance(seconds * 1000 - 1);
      const err = await failure(service.issue({ email, purpose }));
      expect(err).toMatchObject({ statusCode: 429, code: 'resend_cooldown', extra: { retry_after: 1 } });
      expect(err.message).toBe(VERIFICATION_MESSAGES.resendWait(1));
      clock.advance(1);
      await expect(service.issue({ email, purpose })).resolves.toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
    });

    it(`${purpose}: retry_after counts whole seconds up`, async () => {
      const email = freshEmail();
      await service.issue({ email, purpose });
      let err = await failure(service.issue({ email, purpose }));
      expect(err.extra).toEqual({ retry_after: seconds });
      expect(err.message).toBe(`Please wait ${seconds} seconds before requesting a new code.`);
      clock.advance(10_500);
      err = await failure(service.issue({ email: email.toUpperCase(), purpose }));
      expect(err.extra).toEqual({ retry_after: seconds - 10 });
    });
  }

  it('keeps each purpose on its own cooldown', async () => {
    const email = freshEmail();
    await service.issue({ email, purpose: 'verify_email' });
    await expect(service.issue({ email, purpose: 'reset_password' })).resolves.toBeDefined();
  });

  it('lets only one of two concurrent resends through', async () => {
    const email = freshEmail();
    const results = await Promise.allSettled([
      service.issue({ email, purpose: 'verify_email' }),
      service.issue({ email, purpose: 'verify_email' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('issues inside a caller transaction and rolls back with it', async () => {
    const email = freshEmail();
    await database.db
      .transaction(async (tx) => {
        await service.issue({ tx, email, purpose: 'verify_email' });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await rowOf(email, 'verify_email')).toBeUndefined();
    await database.db.transaction(async (tx) => {
      await service.issue({ tx, email, purpose: 'verify_email' });
    });
    expect(await rowOf(email, 'verify_email')).toBeDefined();
  });
});
