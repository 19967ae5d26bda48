import { CODE_ATTEMPT_MESSAGES, VERIFY_PAGE_MESSAGES } from '@amplio/shared/constants/client-messages';
import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { VERIFICATION_ERROR_TYPES } from '@amplio/shared/constants/verification';
import { PASSWORD_RESET_MESSAGES } from '@amplio/shared/schemas/password-reset';
import { type ApiError, isApiError } from '../../lib/api-client';

export interface EntryFailure {
  message: string;
  /** The code is no more use (locked, expired, used, none): the page points at "Resend code". */
  needsNewCode?: boolean;
  /** The address has no account waiting for verification: the page offers to register again. */
  startOver?: boolean;
  /** Seconds before a new code may be requested (429). */
  retryAfter?: number;
}

const DEAD_CODE = new Set<string>(['code_locked', 'code_expired', 'code_used', 'code_missing']);
const CODE_ERRORS = new Set<string>(VERIFICATION_ERROR_TYPES);

const serverMessage = (error: ApiError) => (error.message ? error.message : undefined);
const allFieldErrors = (error: ApiError) =>
  Object.values(error.errors)
    .map((messages) => messages[0])
    .filter(Boolean)
    .join(' ');

/** A wrong code's message with the tries the server says are left (remaining_attempts), when it says. */
function withAttemptsLeft(message: string, error: ApiError): string {
  const left = (error.data as { remaining_attempts?: unknown } | undefined)?.remaining_attempts;
  if (error.error_type !== 'code_invalid' || typeof left !== 'number' || left < 1) return message;
  return `${message} ${CODE_ATTEMPT_MESSAGES.attemptsLeft(left)}`;
}

/** Spec 2 §8.4, the verify button. */
export function describeVerifyFailure(error: unknown): EntryFailure {
  if (!isApiError(error)) return { message: VERIFICATION_MESSAGES.verifyFailed };
  if (error.noResponse) return { message: VERIFY_PAGE_MESSAGES.noResponse };
  if (error.status === 422) return { message: allFieldErrors(error) || VERIFY_PAGE_MESSAGES.validationFailed };
  if (error.error_type && CODE_ERRORS.has(error.error_type)) {
    return {
      message: withAttemptsLeft(serverMessage(error) ?? VERIFICATION_MESSAGES.otpInvalid, error),
      needsNewCode: DEAD_CODE.has(error.error_type),
    };
  }
  if (error.status === 404) return { message: serverMessage(error) ?? VERIFICATION_MESSAGES.emailNotFound, startOver: true };
  return { message: serverMessage(error) ?? VERIFICATION_MESSAGES.verifyFailed };
}

/** Spec 2 §8.4, the resend button. */
export function describeResendFailure(error: unknown): EntryFailure {
  if (!isApiError(error)) return { message: VERIFICATION_MESSAGES.otpResendFailed };
  if (error.noResponse) return { message: VERIFY_PAGE_MESSAGES.noResponse };
  if (error.status === 404) return { message: serverMessage(error) ?? VERIFICATION_MESSAGES.emailNotFound, startOver: true };
  if (error.status === 429)
    return { message: serverMessage(error) ?? VERIFICATION_MESSAGES.otpResendFailed, retryAfter: error.retry_after };
  if (error.status === 422) return { message: allFieldErrors(error) || VERIFICATION_MESSAGES.otpResendFailed };
  return { message: serverMessage(error) ?? VERIFICATION_MESSAGES.otpResendFailed };
}

const M = PASSWORD_RESET_MESSAGES;

/** Spec 2 §8.5, step 1 (and "Resend code" on step 2). */
export function describeResetRequestFailure(error: unknown): EntryFailure {
  if (!isApiError(error)) return { message: M.sendFailed };
  if (error.noResponse) return { message: M.networkError };
  if (error.status === 422) return { message: error.errors.email?.[0] ?? M.emailStepValidation };
  if (error.status === 404) return { message: M.noAccount };
  if (error.status === 429) return { message: serverMessage(error) ?? M.sendFailed, retryAfter: error.retry_after };
  return { message: M.sendFailed };
}

/** Spec 2 §8.5, step 2: a wrong or expired code (the page clears the digits). */
export function describeResetCodeFailure(error: unknown): EntryFailure {
  if (!isApiError(error)) return { message: M.wrongCode };
  if (error.noResponse) return { message: M.networkError };
  if (error.status === 429) return { message: serverMessage(error) ?? M.wrongCode };
  const dead = Boolean(error.error_type && DEAD_CODE.has(error.error_type));
  if (error.status === 400 || error.status === 422) {
    return { message: withAttemptsLeft(error.errors.otp?.[0] ?? serverMessage(error) ?? M.wrongCode, error), needsNewCode: dead };
  }
  return { message: M.wrongCode };
}

/** Spec 2 §8.5, step 3. A 422 sends the visitor back to step 1 (`startOver`). */
export function describeResetFailure(error: unknown): EntryFailure {
  if (!isApiError(error)) return { message: M.resetFailed };
  if (error.noResponse) return { message: M.networkError };
  if (error.status === 422) return { message: allFieldErrors(error) || M.resetFailed, startOver: true };
  return { message: M.resetFailed };
}
