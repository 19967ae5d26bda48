import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { LOGIN_ATTEMPTS_SHOWN } from '@amplio/shared/constants/limits';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { isApiError } from '../../lib/api-client';
import type { SignInKind } from './api/sign-in';

export interface SignInFailure {
  message: string;
  /** Set when the account must verify its email first: the address to verify. */
  verifyEmail?: string;
  /** Where the server says to verify (brand sign-in goes there at once). */
  verifyRedirect?: string;
  /** A 429: the page waits, then says the visitor may try again (spec 2 §4.3). */
  rateLimited?: boolean;
}

/** After this many wrong passwords in a row the creator page says so (spec 2 §8.3). */
export const CREATOR_FAILURES_BEFORE_WARNING = LOGIN_ATTEMPTS_SHOWN;

function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.message ? error.message : undefined;
}

function verifyDetails(error: unknown): Pick<SignInFailure, 'verifyEmail' | 'verifyRedirect'> {
  const data = (isApiError(error) ? error.data : undefined) as { email?: unknown; redirect?: unknown } | undefined;
  return {
    verifyEmail: typeof data?.email === 'string' ? data.email : '',
    ...(typeof data?.redirect === 'string' ? { verifyRedirect: data.redirect } : {}),
  };
}

/** Spec 1 §8 "Brand login", plus the unverified account of issue 3 (the server sends where to verify). */
function brandFailure(error: unknown): SignInFailure {
  if (!isApiError(error)) return { message: LOGIN_ERROR_MESSAGES.brandFailed };
  switch (error.status) {
    case 401:
      return { message: serverMessage(error) ?? LOGIN_MESSAGES.brandInvalid };
    case 403:
      if (error.error_type === 'verify_email_required') {
        return { message: serverMessage(error) ?? LOGIN_MESSAGES.brandVerifyEmail, ...verifyDetails(error) };
      }
      return { message: LOGIN_MESSAGES.brandForbidden };
    case 422:
      return { message: error.firstFieldError() ?? LOGIN_ERROR_MESSAGES.brandValidation };
    case 429:
      return { message: serverMessage(error) ?? LOGIN_MESSAGES.tooManyAttempts, rateLimited: true };
    default:
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.brandFailed };
  }
}

/**
 * Spec 2 §8.3 "Creator login". `failures` counts the wrong-password answers so far, this one included, and
 * `remaining` is what the server said is left (remaining_attempts); either reaching the limit changes the 401 text.
 */
function creatorFailure(error: unknown, failures: number, remaining?: number): SignInFailure {
  if (!isApiError(error)) return { message: LOGIN_ERROR_MESSAGES.creatorFallback };
  if (error.noResponse) return { message: LOGIN_ERROR_MESSAGES.creatorNoResponse };
  switch (error.status) {
    case 401:
      if (failures >= CREATOR_FAILURES_BEFORE_WARNING || remaining === 0) return { message: LOGIN_ERROR_MESSAGES.creatorTooManyFailures };
      return { message: serverMessage(error) ?? LOGIN_MESSAGES.creatorInvalid };
    case 403: {
      if (error.error_type === 'verify_email_required') {
        const extra = error.can_retry ? ` ${LOGIN_ERROR_MESSAGES.creatorVerifyEmailRetry}` : '';
        return { message: `${LOGIN_MESSAGES.creatorVerifyEmail}${extra}`, ...verifyDetails(error) };
      }
      if (error.error_type === 'not_a_creator') return { message: LOGIN_MESSAGES.creatorNotCreator };
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.creatorForbidden };
    }
    case 422:
      return { message: error.firstFieldError() ?? LOGIN_ERROR_MESSAGES.creatorValidation };
    case 429:
      return { message: LOGIN_ERROR_MESSAGES.creatorRateLimited, rateLimited: true };
    default:
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.creatorUnexpected };
  }
}

/** Issue 13 §4: the operator sign-in answers like the other two; a brand or creator account gets 403 and is told where to go. */
function operatorFailure(error: unknown): SignInFailure {
  if (!isApiError(error)) return { message: LOGIN_ERROR_MESSAGES.creatorFallback };
  if (error.noResponse) return { message: LOGIN_ERROR_MESSAGES.creatorNoResponse };
  switch (error.status) {
    case 401:
      return { message: serverMessage(error) ?? OPS_MESSAGES.loginInvalid };
    case 403:
      return { message: serverMessage(error) ?? OPS_MESSAGES.notOperator };
    case 422:
      return { message: error.firstFieldError() ?? OPS_MESSAGES.loginRequired };
    case 429:
      return { message: serverMessage(error) ?? LOGIN_MESSAGES.tooManyAttempts, rateLimited: true };
    default:
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.creatorUnexpected };
  }
}

export function describeSignInFailure(kind: SignInKind, error: unknown, failures = 0, remaining?: number): SignInFailure {
  if (kind === 'operator') return operatorFailure(error);
  return kind === 'brand' ? brandFailure(error) : creatorFailure(error, failures, remaining);
}

/** remaining_attempts from a 401 answer, when the server sent it. */
export function remainingAttemptsOf(error: unknown): number | undefined {
  const value = (isApiError(error) ? error.data : undefined) as { remaining_attempts?: unknown } | undefined;
  return typeof value?.remaining_attempts === 'number' ? Math.max(0, value.remaining_attempts) : undefined;
}
