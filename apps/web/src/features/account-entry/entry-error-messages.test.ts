import { VERIFY_PAGE_MESSAGES } from '@amplio/shared/constants/client-messages';
import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { PASSWORD_RESET_MESSAGES as M } from '@amplio/shared/schemas/password-reset';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  describeResendFailure,
  describeResetCodeFailure,
  describeResetFailure,
  describeResetRequestFailure,
  describeVerifyFailure,
} from './entry-error-messages';

const apiError = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status, message: '', ...extra });
const noResponse = new ApiError({ status: 0, message: 'x', noResponse: true });

describe('verify failures (spec 2 §8.4)', () => {
  it('a wrong code shows the server message; a locked or expired one asks for a new code', () => {
    expect(describeVerifyFailure(apiError(400, { error_type: 'code_invalid', message: VERIFICATION_MESSAGES.otpInvalid }))).toEqual({
      message: VERIFICATION_MESSAGES.otpInvalid,
      needsNewCode: false,
    });
    expect(describeVerifyFailure(apiError(400, { error_type: 'code_locked', message: VERIFICATION_MESSAGES.codeLocked }))).toEqual({
      message: VERIFICATION_MESSAGES.codeLocked,
      needsNewCode: true,
    });
    expect(describeVerifyFailure(apiError(400, { error_type: 'code_expired' })).needsNewCode).toBe(true);
  });
  it('a wrong code says how many attempts the server says are left', () => {
    const wrong = (remaining: number) =>
      apiError(400, { error_type: 'code_invalid', message: VERIFICATION_MESSAGES.otpInvalid, data: { remaining_attempts: remaining } });
    expect(describeVerifyFailure(wrong(3)).message).toBe('Invalid OTP. Please try again. 3 attempts left.');
    expect(describeVerifyFailure(wrong(1)).message).toBe('Invalid OTP. Please try again. 1 attempt left.');
    expect(describeVerifyFailure(wrong(0)).message).toBe('Invalid OTP. Please try again.');
    expect(describeResetCodeFailure(wrong(2)).message).toMatch(/ 2 attempts left\.$/);
  });
  it('422 joins the field errors, or says validation failed', () => {
    expect(describeVerifyFailure(apiError(422, { errors: { otp: ['Please enter a valid 6-digit OTP'] } })).message).toBe(
      'Please enter a valid 6-digit OTP',
    );
    expect(describeVerifyFailure(apiError(422)).message).toBe(VERIFY_PAGE_MESSAGES.validationFailed);
  });
  it('no response, unknown e-mail and anything else', () => {
    expect(describeVerifyFailure(noResponse).message).toBe(VERIFY_PAGE_MESSAGES.noResponse);
    expect(describeVerifyFailure(apiError(404))).toEqual({ message: VERIFICATION_MESSAGES.emailNotFound, startOver: true });
    expect(describeVerifyFailure(new Error('x')).message).toBe(VERIFICATION_MESSAGES.verifyFailed);
  });
});

describe('resend failures', () => {
  it('429 carries the wait; other failures fall back to the spec text', () => {
    expect(
      describeResendFailure(apiError(429, { message: 'Please wait 12 seconds before requesting a new code.', retry_after: 12 })),
    ).toEqual({
      message: 'Please wait 12 seconds before requesting a new code.',
      retryAfter: 12,
    });
    expect(describeResendFailure(apiError(500)).message).toBe(VERIFICATION_MESSAGES.otpResendFailed);
    expect(describeResendFailure(apiError(404)).message).toBe(VERIFICATION_MESSAGES.emailNotFound);
  });
});

describe('forgot password failures (spec 2 §8.5)', () => {
  it('step 1', () => {
    expect(describeResetRequestFailure(noResponse).message).toBe(M.networkError);
    expect(describeResetRequestFailure(apiError(422, { errors: { email: [M.emailInvalid] } })).message).toBe(M.emailInvalid);
    expect(describeResetRequestFailure(apiError(422)).message).toBe(M.emailStepValidation);
    expect(describeResetRequestFailure(apiError(404)).message).toBe(M.noAccount);
    expect(describeResetRequestFailure(apiError(500)).message).toBe(M.sendFailed);
  });
  it('step 2: the server says why, or the spec text', () => {
    expect(describeResetCodeFailure(apiError(400, { error_type: 'code_invalid', message: M.wrongCode })).message).toBe(M.wrongCode);
    expect(describeResetCodeFailure(apiError(500)).message).toBe(M.wrongCode);
  });
  it('step 3: a 422 starts over', () => {
    expect(describeResetFailure(apiError(422, { errors: { token: [M.tokenInvalid] } }))).toEqual({
      message: M.tokenInvalid,
      startOver: true,
    });
    expect(describeResetFailure(apiError(500)).message).toBe(M.resetFailed);
    expect(describeResetFailure(noResponse).message).toBe(M.networkError);
  });
});
