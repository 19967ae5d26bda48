/** User-visible messages that more than one feature shows. Feature-specific ones live in their schema file. */
export const GUARD_MESSAGES = {
  unauthenticated: 'Please log in to access this page.',
  unauthorizedBrand: 'Please log in with a brand account to access this page.',
  unauthorizedCreator: 'Please log in with a creator account to access this page.',
} as const;

export const HTTP_MESSAGES = {
  csrfMismatch: 'CSRF token mismatch. Refresh the page and try again.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have permission to access this resource.',
  notFound: 'Not found.',
  payloadTooLarge: 'The request is too large.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  validation: 'The given data was invalid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  badUrl: 'This address is not valid. Check the link and try again.',
  uriTooLong: 'This address is too long. Check the link and try again.',
} as const;

export const LOGIN_MESSAGES = {
  brandBothRequired: 'Please enter both email and password.',
  brandInvalid: 'Invalid email or password.',
  brandForbidden: 'Access denied. Only brand accounts can log in here.',
  brandSuccess: 'Login successful! Redirecting...',
  creatorEmailRequired: 'Email is required',
  creatorPasswordRequired: 'Password is required',
  creatorInvalid: 'Invalid credentials. Please try again.',
  creatorNotCreator: 'This account is not registered as a creator. Please use the appropriate login page.',
  creatorVerifyEmail: 'Please verify your email address before logging in.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  brandVerifyEmail: 'Please verify your email address before signing in. We sent a new 6-digit code to your email.',
} as const;

/** Upload messages. The photo and video ones are the spec's; the rest cover cases the spec does not show. */
export const UPLOAD_MESSAGES = {
  photoTooLarge: 'File size should not exceed 2MB',
  photoWrongType: 'Please select a valid image file (JPEG, PNG, or GIF)',
  videoTooLarge: 'File size exceeds 100MB limit',
  videoWrongType: 'Please upload a valid video file (MP4, WebM, or OGG)',
  unexpectedFile: 'This field does not accept a file.',
  duplicateFile: 'Only one file can be sent for this field.',
  fieldTooLong: 'This value is too long.',
  notMultipart: 'This request must be sent as a multipart form.',
  malformed: 'The multipart form is malformed or incomplete.',
  rangeNotSatisfiable: 'The requested range is not satisfiable.',
  storageUnavailable: 'File storage is unavailable right now. Please try again in a few minutes.',
} as const;

/** E-mail verification and reset codes. Spec wording where the spec has it (§5.7, §8.4, §8.5); the rest says what to do next. */
export const VERIFICATION_MESSAGES = {
  otpFormat: 'Please enter a valid 6-digit OTP',
  resetCodeFormat: 'Please enter a valid 6-digit code',
  otpInvalid: 'Invalid OTP. Please try again.',
  resetCodeInvalid: 'Invalid or expired verification code',
  codeExpired: 'This code has expired. Request a new code and try again.',
  codeLocked: 'Too many incorrect attempts. Request a new code and try again.',
  codeUsed: 'This code has already been used. Request a new code if you still need one.',
  codeMissing: 'There is no active code for this email. Request a new code.',
  otpVerified: 'Email verified successfully.',
  otpResent: 'A new OTP has been sent to your email.',
  otpResendFailed: 'Failed to resend OTP. Please try again.',
  emailNotFound: 'Email not found. Please start registration again.',
  verifyFailed: 'An error occurred during verification. Please try again.',
  resendWait: (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
} as const;
