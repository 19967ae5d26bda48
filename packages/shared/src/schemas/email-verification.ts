import { z } from 'zod';
import { VERIFICATION_MESSAGES } from '../constants/messages';
import { ZPublicUser } from './auth';
import { EMAIL_PATTERN } from './brand-registration';

const INVALID_EMAIL = 'Please enter a valid email address';
const email = z.string({ error: INVALID_EMAIL }).trim().min(1, INVALID_EMAIL).max(254, INVALID_EMAIL).regex(EMAIL_PATTERN, INVALID_EMAIL);

/** Spec 2 §5.7: the code is exactly six characters (the server also demands digits). */
export const ZVerifyOtpRequest = z.object({
  email,
  otp: z.string({ error: VERIFICATION_MESSAGES.otpFormat }).trim().length(6, VERIFICATION_MESSAGES.otpFormat),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZVerifyOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ZPublicUser,
  /** The CSRF token of the new session: the account is signed in and the session rotated. */
  token: z.string(),
  redirect: z.string(),
});
export type TVerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;

export const ZResendOtpRequest = z.object({ email });
export const ZResendOtpResponse = z.object({ success: z.literal(true), email: z.string(), message: z.string(), retry_after: z.number() });
export type TResendOtpResponse = z.infer<typeof ZResendOtpResponse>;
