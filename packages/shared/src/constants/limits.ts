/** Constants from the spec's section 9 tables and DESIGN.md's rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const STRENGTH_THRESHOLDS = { medium: 40, strong: 70 } as const;

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = { verify_email: 30_000, reset_password: 60_000, change_email: 30_000 } as const;
export const OTP_SUCCESS_REDIRECT_DELAY_MS = 1500;
/** Spec 2 §4.3: after a 429 the creator page resets its failed-attempt counter 30 minutes later. */
export const LOGIN_LOCK_RESET_MS = 30 * 60 * 1000;
/** Spec 2 §3.3: the remaining-attempts value starts at 5. */
export const LOGIN_ATTEMPTS_SHOWN = 5;

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export const CHECK_AUTH_TIMEOUT_MS = 10_000;
export const REGISTRATION_TIMEOUT_MS = 30_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
