/** The error_type values a code check can answer with; the browser clears the digits on any of them. */
export const VERIFICATION_ERROR_TYPES = ['code_invalid', 'code_expired', 'code_locked', 'code_used', 'code_missing'] as const;
export type VerificationErrorType = (typeof VERIFICATION_ERROR_TYPES)[number];

/** error_type of the 429 a resend answers during its cooldown, with retry_after in seconds. */
export const RESEND_COOLDOWN_ERROR_TYPE = 'resend_cooldown';
