import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { EMAIL_PATTERN } from './brand-registration';

/** Spec 2 §5.7 and §8.5, word for word; the rest is ours where the spec is silent. */
export const PASSWORD_RESET_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  codeFormat: 'Please enter a valid 6-digit code',
  newPasswordRequired: 'New password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  networkError: 'Network error. Please check your internet connection.',
  emailStepValidation: 'Validation error occurred',
  noAccount: 'No account found with this email address',
  sendFailed: 'Failed to send OTP. Please try again.',
  wrongCode: 'Invalid or expired verification code',
  resetFailed: 'Failed to reset password. Please try again.',
  // Not in the spec.
  codeSent: 'If an account exists for this email, we sent a 6-digit code to it. It expires in 10 minutes.',
  codeAccepted: 'Code accepted. Choose a new password.',
  tokenInvalid: 'This reset link has expired. Start again and request a new code.',
  resetDone: 'Your password has been reset. Sign in with your new password.',
  tooLong: 'This value is too long.',
} as const;
const M = PASSWORD_RESET_MESSAGES;

const email = z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.tooLong).regex(EMAIL_PATTERN, M.emailInvalid);
const code = z
  .string({ error: M.codeFormat })
  .trim()
  .regex(/^\d{6}$/, M.codeFormat);
const newPassword = z
  .string({ error: M.newPasswordRequired })
  .min(1, M.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(1024, M.tooLong);

export const ZForgotPasswordRequest = z.object({ email });
export const ZVerifyResetCodeRequest = z.object({ email, otp: code });
export const ZResetPasswordRequest = z
  .object({
    email,
    token: z.string({ error: M.tokenInvalid }).min(1, M.tokenInvalid).max(1024, M.tokenInvalid),
    password: newPassword,
    password_confirmation: z.string({ error: M.passwordsDiffer }).max(1024, M.tooLong),
  })
  .refine((v) => v.password === v.password_confirmation, { message: M.passwordsDiffer, path: ['password_confirmation'] });

export const ZForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string(), retry_after: z.number() });
export const ZVerifyResetCodeResponse = z.object({ success: z.literal(true), message: z.string(), token: z.string() });
export const ZResetPasswordResponse = z.object({ success: z.literal(true), message: z.string(), redirect: z.string() });

/** The browser's third step: the new password and its confirmation. */
export const ZNewPasswordForm = z
  .object({ password: newPassword, confirmPassword: z.string().max(1024, M.tooLong) })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsDiffer, path: ['confirmPassword'] });
