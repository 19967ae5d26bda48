/** Messages the browser shows on its own (no server text to fall back on). Spec wording where the spec gives it. */
export const NETWORK_MESSAGES = {
  /** Spec 2 §8.2 "No response". */
  noResponse: 'Network error. Please check your internet connection and try again.',
  timeout: 'The server took too long to answer. Check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  serverError: 'A server error occurred. Please try again later.',
} as const;

/** Spec 1 §8 (brand login) and spec 2 §8.3 (creator login). */
export const LOGIN_ERROR_MESSAGES = {
  brandValidation: 'Validation error occurred.',
  brandFailed: 'Login failed. Please check your credentials and try again.',
  invalidResponse: 'Invalid response format from server',
  creatorTooManyFailures: 'Too many failed attempts. Please try again later.',
  creatorVerifyEmailRetry: 'Click the link in the email we sent you, or request a new one.',
  creatorForbidden: 'You do not have permission to access this resource.',
  creatorValidation: 'Invalid input. Please check your details.',
  creatorRateLimited: 'Too many login attempts. Please try again later.',
  creatorRateLimitOver: 'You can try logging in again.',
  creatorNoResponse: 'No response from server. Please check your connection.',
  creatorUnexpected: 'An unexpected error occurred. Please try again.',
  creatorFallback: 'An error occurred during login. Please try again.',
  success: 'Login successful! Redirecting...',
  /** Not in the spec: the counter of spec 2 §3.3 put into words under the creator form. */
  attemptsRemaining: (n: number) => `${n} login ${n === 1 ? 'attempt' : 'attempts'} remaining before a short lock.`,
  /** Not in the spec: the social buttons of spec 1 §2 and spec 2 §2.8 have no behaviour yet. */
  socialUnavailable: (provider: string) => `Signing in with ${provider} is not available yet. Use your email and password for now.`,
  /** Not in the spec: the link under the creator's verify-email message (spec 2 §8.3 "request a new one"). */
  verifyLinkLabel: 'Get a new code',
  /** Not in the spec: a 429 sign-in answer's retry_after in words, counting down (issue 15). */
  lockedOut: (seconds: number) => `Too many login attempts. Try again in ${waitInWords(seconds)}.`,
} as const;

/** "14 minutes", "1 minute", "45 seconds": a wait rounded up to whole minutes above one minute. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Not in the spec: a wrong code's remaining_attempts in words (issue 15). */
export const CODE_ATTEMPT_MESSAGES = {
  attemptsLeft: (n: number) => (n === 1 ? '1 attempt left.' : `${n} attempts left.`),
} as const;

export const SESSION_MESSAGES = {
  signedOut: 'You have been signed out.',
  /** Spec 3 §8: an unexpected error while opening the brand dashboard. */
  dashboardError: 'An error occurred. Please try logging in again.',
} as const;

/** Spec 2 §8.4: the verification page's own wording, where the server gives no message. */
export const VERIFY_PAGE_MESSAGES = {
  validationFailed: 'Validation failed. Please check your input.',
  noResponse: 'No response from server. Please check your internet connection.',
  processFailed: 'Failed to process your request. Please try again.',
  verified: 'Email Verified!',
  /** Not in the spec: the page was opened without an address to verify. */
  emailMissing: 'Enter the email address you registered with, then request a new code.',
  /** Not in the spec: the dashboard was asked for before the new account's address was verified. */
  dashboardNeedsCode: 'Your dashboard opens as soon as you enter the 6-digit code we emailed you.',
} as const;

/** Brand wizard notices the spec does not word. */
export const BRAND_WIZARD_MESSAGES = {
  progressExpired: 'Your saved progress on our side has expired. Check your details, enter your password again and continue.',
  passwordAgain: 'For your security we do not keep your password in this browser. Enter it again to save this step.',
} as const;
