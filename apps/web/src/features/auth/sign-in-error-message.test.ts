import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CREATOR_FAILURES_BEFORE_WARNING, describeSignInFailure, remainingAttemptsOf } from './sign-in-error-message';

const apiError = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status, message: '', ...extra });

describe('brand sign-in failures (spec 1 §8)', () => {
  it('401 shows the server message, or the spec text', () => {
    expect(describeSignInFailure('brand', apiError(401, { message: 'Nope.' })).message).toBe('Nope.');
    expect(describeSignInFailure('brand', apiError(401)).message).toBe(LOGIN_MESSAGES.brandInvalid);
  });
  it('403 always says only brand accounts can sign in', () => {
    expect(describeSignInFailure('brand', apiError(403, { message: 'other' })).message).toBe(LOGIN_MESSAGES.brandForbidden);
  });
  it('an unverified brand is told where to verify (issue 3), and a 429 shows the server message', () => {
    const failure = describeSignInFailure(
      'brand',
      apiError(403, {
        error_type: 'verify_email_required',
        message: LOGIN_MESSAGES.brandVerifyEmail,
        data: { email: 'b@x.co', redirect: '/brand/verify-otp?email=b%40x.co' },
      }),
    );
    expect(failure).toEqual({
      message: LOGIN_MESSAGES.brandVerifyEmail,
      verifyEmail: 'b@x.co',
      verifyRedirect: '/brand/verify-otp?email=b%40x.co',
    });
    expect(describeSignInFailure('brand', apiError(429, { message: LOGIN_MESSAGES.tooManyAttempts }))).toEqual({
      message: LOGIN_MESSAGES.tooManyAttempts,
      rateLimited: true,
    });
  });
  it('422 shows the first field error, or the spec text', () => {
    expect(describeSignInFailure('brand', apiError(422, { errors: { email: ['Bad email.'] } })).message).toBe('Bad email.');
    expect(describeSignInFailure('brand', apiError(422)).message).toBe(LOGIN_ERROR_MESSAGES.brandValidation);
  });
  it('anything else falls back to the spec text', () => {
    expect(describeSignInFailure('brand', apiError(500)).message).toBe(LOGIN_ERROR_MESSAGES.brandFailed);
    expect(describeSignInFailure('brand', new Error('x')).message).toBe(LOGIN_ERROR_MESSAGES.brandFailed);
  });
});

describe('creator sign-in failures (spec 2 §8.3)', () => {
  it('401 shows the server message until the fifth failure', () => {
    expect(describeSignInFailure('creator', apiError(401, { message: LOGIN_MESSAGES.creatorInvalid }), 1).message).toBe(
      LOGIN_MESSAGES.creatorInvalid,
    );
    expect(describeSignInFailure('creator', apiError(401), CREATOR_FAILURES_BEFORE_WARNING - 1).message).toBe(
      LOGIN_MESSAGES.creatorInvalid,
    );
    expect(describeSignInFailure('creator', apiError(401), CREATOR_FAILURES_BEFORE_WARNING).message).toBe(
      LOGIN_ERROR_MESSAGES.creatorTooManyFailures,
    );
  });
  it('the server saying no tries are left also switches to the too-many message', () => {
    expect(describeSignInFailure('creator', apiError(401, { message: LOGIN_MESSAGES.creatorInvalid }), 2, 0).message).toBe(
      LOGIN_ERROR_MESSAGES.creatorTooManyFailures,
    );
    expect(remainingAttemptsOf(apiError(401, { data: { remaining_attempts: 3 } }))).toBe(3);
    expect(remainingAttemptsOf(apiError(401))).toBeUndefined();
  });
  it('verify_email_required adds the retry hint when can_retry and offers verification', () => {
    const failure = describeSignInFailure(
      'creator',
      apiError(403, { error_type: 'verify_email_required', can_retry: true, data: { email: 'c@x.co' } }),
    );
    expect(failure.message).toBe(`${LOGIN_MESSAGES.creatorVerifyEmail} ${LOGIN_ERROR_MESSAGES.creatorVerifyEmailRetry}`);
    expect(failure.verifyEmail).toBe('c@x.co');
    expect(describeSignInFailure('creator', apiError(403, { error_type: 'verify_email_required' })).message).toBe(
      LOGIN_MESSAGES.creatorVerifyEmail,
    );
  });
  it('not_a_creator and other 403s', () => {
    expect(describeSignInFailure('creator', apiError(403, { error_type: 'not_a_creator' })).message).toBe(LOGIN_MESSAGES.creatorNotCreator);
    expect(describeSignInFailure('creator', apiError(403)).message).toBe(LOGIN_ERROR_MESSAGES.creatorForbidden);
  });
  it('422, 429, no response and the rest', () => {
    expect(describeSignInFailure('creator', apiError(422, { errors: { password: ['Password is required'] } })).message).toBe(
      'Password is required',
    );
    expect(describeSignInFailure('creator', apiError(422)).message).toBe(LOGIN_ERROR_MESSAGES.creatorValidation);
    expect(describeSignInFailure('creator', apiError(429, { message: 'x' })).message).toBe(LOGIN_ERROR_MESSAGES.creatorRateLimited);
    expect(describeSignInFailure('creator', new ApiError({ status: 0, message: 'x', noResponse: true })).message).toBe(
      LOGIN_ERROR_MESSAGES.creatorNoResponse,
    );
    expect(describeSignInFailure('creator', apiError(500)).message).toBe(LOGIN_ERROR_MESSAGES.creatorUnexpected);
    expect(describeSignInFailure('creator', new Error('x')).message).toBe(LOGIN_ERROR_MESSAGES.creatorFallback);
  });
});

describe('operator sign-in failures (issue 13 §4)', () => {
  it('401 shows the server message, or the operator text', () => {
    expect(describeSignInFailure('operator', apiError(401, { message: OPS_MESSAGES.loginInvalid })).message).toBe(
      OPS_MESSAGES.loginInvalid,
    );
    expect(describeSignInFailure('operator', apiError(401)).message).toBe(OPS_MESSAGES.loginInvalid);
  });

  it('403 (a brand or creator account) says the page is for operators', () => {
    expect(describeSignInFailure('operator', apiError(403)).message).toBe(OPS_MESSAGES.notOperator);
    expect(describeSignInFailure('operator', apiError(403, { message: OPS_MESSAGES.notOperator })).message).toBe(OPS_MESSAGES.notOperator);
  });

  it('422 shows the first field error, 429 is a lock, no answer says so', () => {
    expect(describeSignInFailure('operator', apiError(422, { errors: { email: [OPS_MESSAGES.loginRequired] } })).message).toBe(
      OPS_MESSAGES.loginRequired,
    );
    expect(describeSignInFailure('operator', apiError(422)).message).toBe(OPS_MESSAGES.loginRequired);
    expect(describeSignInFailure('operator', apiError(429))).toEqual({ message: LOGIN_MESSAGES.tooManyAttempts, rateLimited: true });
    expect(describeSignInFailure('operator', new ApiError({ status: 0, message: 'x', noResponse: true })).message).toBe(
      LOGIN_ERROR_MESSAGES.creatorNoResponse,
    );
  });
});
