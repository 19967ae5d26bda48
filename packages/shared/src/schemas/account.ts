import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { EMAIL_PATTERN } from '../constants/patterns';
import { ZErrorResponse } from './auth';
import { matchPasswords } from './form-coercion';

/**
 * Issue 25 §1: the account settings both kinds of account share (name, e-mail, password, sessions, export, deletion).
 * The password and e-mail rules are registration's (spec 1 §5, spec 2 §4); the rest is ours.
 */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Please enter your full name',
  nameSaved: 'Your name has been saved.',
  nameBothParts: 'Please enter your first and last name.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'This is not your current password.',
  passwordRequired: 'Please create a password',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  passwordSameAsCurrent: 'Choose a password different from your current one.',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  emailRequired: 'Please enter your new email',
  emailInvalid: 'Please enter a valid email address',
  emailSame: 'This is already your email address.',
  emailTaken: 'An account with this email already exists. Use a different email.',
  emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to switch your email. It expires in 10 minutes.`,
  emailNoPending: 'There is no email change waiting. Enter your new email first.',
  emailChanged: (email: string) => `Your email is now ${email}.`,
  otpFormat: 'Please enter a valid 6-digit code',
  othersSignedOut: (count: number) =>
    count === 0 ? 'No other device was signed in.' : `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`,
  exportQueued: 'We are preparing your data. We will e-mail you a download link, valid for 24 hours, in a few minutes.',
  exportLinkExpired: 'This download link has expired or is not valid. Request a new export from your settings.',
  deletePasswordRequired: 'Please enter your password to delete your account',
  deletePasswordWrong: 'This is not your password.',
  deleted: 'Your account has been deleted.',
  // 409s: why an account cannot be deleted yet (each names the money and what to do).
  blockedEscrow: (amount: string) =>
    `Your campaigns still hold ${amount} in escrow. End or complete them and wait for the refund before deleting your account.`,
  blockedFunding: 'A campaign payment is still being processed. Wait until it completes or fails before deleting your account.',
  blockedReservations: (amount: string) =>
    `${amount} is reserved for your open scripts. Finish or close them before deleting your account.`,
  blockedWallet: (amount: string) => `Your wallet holds ${amount}. Withdraw it before deleting your account.`,
  blockedPayouts: (amount: string) => `${amount} is on its way to your bank. Wait until the payout completes before deleting your account.`,
  tooLong: 'This value is too long.',
} as const;
const M = ACCOUNT_MESSAGES;

const password = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(1024, M.tooLong);
const currentPassword = z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(1024, M.tooLong);

export const ZUpdateNameRequest = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120, M.tooLong),
});
export const ZChangePasswordRequest = z
  .object({
    current_password: currentPassword,
    password,
    password_confirmation: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired).max(1024, M.tooLong),
  })
  .refine(...matchPasswords('password_confirmation', M.passwordsDiffer));
export const ZChangeEmailRequest = z.object({
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.tooLong).regex(EMAIL_PATTERN, M.emailInvalid),
});
export const ZVerifyEmailChangeRequest = z.object({
  otp: z
    .string({ error: M.otpFormat })
    .trim()
    .regex(/^\d{6}$/, M.otpFormat),
});
export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: M.deletePasswordRequired }).min(1, M.deletePasswordRequired).max(1024, M.tooLong),
});

export const ZAccountMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export const ZAccountResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), pending_email: z.string().nullable() }),
});
export const ZAccountSummaryResponse = ZAccountResponse.pick({ user: true });
export const ZChangeEmailResponse = ZAccountResponse.extend({ retry_after: z.number() });
export const ZAccountSession = z.object({
  id: z.string(),
  current: z.boolean(),
  user_agent: z.string().nullable(),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export const ZSessionsResponse = z.object({ data: z.array(ZAccountSession) });
export const ZEndOtherSessionsResponse = ZAccountMessageResponse.extend({ ended: z.number() });
export const ZExportResponse = ZAccountMessageResponse.extend({ id: z.string() });
/** 409 on DELETE /api/account: the message, and which money stops it (escrow, funding, reservations, wallet, payouts). */
export const ZAccountBlockedResponse = ZErrorResponse.extend({ reason: z.string().optional() });
export const ZExportDownloadQuery = z.object({
  file: z.enum(['json', 'csv']).default('json'),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().min(1).max(200),
});

export type TUpdateNameRequest = z.infer<typeof ZUpdateNameRequest>;
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;
export type TVerifyEmailChangeRequest = z.infer<typeof ZVerifyEmailChangeRequest>;
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
export type TAccountResponse = z.infer<typeof ZAccountResponse>;
export type TAccountSummaryResponse = z.infer<typeof ZAccountSummaryResponse>;
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponse>;
export type TAccountSession = z.infer<typeof ZAccountSession>;
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;
