import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { isApiError } from '../../lib/api-client';
import type { AccountKind } from './api/check-auth';

export interface SignInFailure {
  message: string;
  /** Set when the account must verify its email first; the page offers a link to do so. */
  verifyEmail?: string;
}

/** After this many wrong passwords in a row the creator page says so (spec 2 §8.3). */
export const CREATOR_FAILURES_BEFORE_WARNING = 5;

function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.message ? error.message : undefined;
}

/** Spec 1 §8 "Brand login". */
function brandFailure(error: unknown): SignInFailure {
  if (!isApiError(error)) return { message: LOGIN_ERROR_MESSAGES.brandFailed };
  switch (error.status) {
    case 401:
      return { message: serverMessage(error) ?? LOGIN_MESSAGES.brandInvalid };
    case 403:
      return { message: LOGIN_MESSAGES.brandForbidden };
    case 422:
      return { message: error.firstFieldError() ?? LOGIN_ERROR_MESSAGES.brandValidation };
    default:
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.brandFailed };
  }
}

/** Spec 2 §8.3 "Creator login". `failures` counts the wrong-password answers so far, this one included. */
function creatorFailure(error: unknown, failures: number): SignInFailure {
  if (!isApiError(error)) return { message: LOGIN_ERROR_MESSAGES.creatorFallback };
  if (error.noResponse) return { message: LOGIN_ERROR_MESSAGES.creatorNoResponse };
  switch (error.status) {
    case 401:
      if (failures >= CREATOR_FAILURES_BEFORE_WARNING) return { message: LOGIN_ERROR_MESSAGES.creatorTooManyFailures };
      return { message: serverMessage(error) ?? LOGIN_MESSAGES.creatorInvalid };
    case 403: {
      if (error.error_type === 'verify_email_required') {
        const email = (error.data as { email?: unknown } | undefined)?.email;
        const extra = error.can_retry ? ` ${LOGIN_ERROR_MESSAGES.creatorVerifyEmailRetry}` : '';
        return { message: `${LOGIN_MESSAGES.creatorVerifyEmail}${extra}`, verifyEmail: typeof email === 'string' ? email : '' };
      }
      if (error.error_type === 'not_a_creator') return { message: LOGIN_MESSAGES.creatorNotCreator };
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.creatorForbidden };
    }
    case 422:
      return { message: error.firstFieldError() ?? LOGIN_ERROR_MESSAGES.creatorValidation };
    case 429:
      return { message: LOGIN_ERROR_MESSAGES.creatorRateLimited };
    default:
      return { message: serverMessage(error) ?? LOGIN_ERROR_MESSAGES.creatorUnexpected };
  }
}

export function describeSignInFailure(kind: AccountKind, error: unknown, failures = 0): SignInFailure {
  return kind === 'brand' ? brandFailure(error) : creatorFailure(error, failures);
}
