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
} as const;
