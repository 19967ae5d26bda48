import { z } from 'zod';
import { USER_TYPES } from '../constants/roles';
import { LOGIN_MESSAGES } from '../constants/messages';

const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required).max(255, 'This value is too long.');

export const ZBrandLoginRequest = z.object({
  email: trimmed(LOGIN_MESSAGES.brandBothRequired),
  password: z
    .string({ error: LOGIN_MESSAGES.brandBothRequired })
    .min(1, LOGIN_MESSAGES.brandBothRequired)
    .max(1024, 'This value is too long.'),
  remember: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)]).optional(),
  redirect: z.string().max(2048).optional().nullable(),
  _token: z.string().max(256).optional(),
});
export type TBrandLoginRequest = z.infer<typeof ZBrandLoginRequest>;

export const ZCreatorLoginRequest = z.object({
  email: trimmed(LOGIN_MESSAGES.creatorEmailRequired),
  password: z
    .string({ error: LOGIN_MESSAGES.creatorPasswordRequired })
    .min(1, LOGIN_MESSAGES.creatorPasswordRequired)
    .max(1024, 'This value is too long.'),
  remember: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)]).optional(),
  redirect: z.string().max(2048).optional().nullable(),
  _token: z.string().max(256).optional(),
});
export type TCreatorLoginRequest = z.infer<typeof ZCreatorLoginRequest>;

export const ZPublicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  email_verified_at: z.string().nullable(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZLoginResponse = z.object({
  success: z.literal(true),
  redirect: z.string(),
  user: ZPublicUser,
  csrf_token: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZCheckAuthResponse = z.object({
  authenticated: z.boolean(),
  user: ZPublicUser.nullable(),
});
export type TCheckAuthResponse = z.infer<typeof ZCheckAuthResponse>;

/** A creator's profile as /api/user adds it (spec 3 §3): the photo is a path on the authorised files route. */
export const ZCreatorProfileSummary = z.object({ username: z.string(), profile_photo: z.string().nullable() });
export type TCreatorProfileSummary = z.infer<typeof ZCreatorProfileSummary>;

const ZCurrentUser = ZPublicUser.extend({ creator_profile: ZCreatorProfileSummary.nullable().optional() });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZUserResponse = z.object({ user: ZCurrentUser }).and(ZCurrentUser);

export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_type: z.string().optional(),
  can_retry: z.boolean().optional(),
  retry_after: z.number().optional(),
  remaining_attempts: z.number().optional(),
  email: z.string().optional(),
  redirect: z.string().optional(),
  /** A page in the app where the user can act on the refusal (e.g. /brand/billing for a plan limit). */
  link: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** "remember" arrives as a boolean from the brand page and as '1'/'0' from the creator page. */
export function isRememberOn(value: TBrandLoginRequest['remember']): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** GET /api/demo-hints: the seeded demo sign-ins, answered only while the server runs in demo mode (else 404). */
export const ZDemoHintsResponse = z.object({
  /** Each sign-in page shows its own kind; `operator` signs in at /ops/login. */
  accounts: z.array(z.object({ kind: z.enum(['brand', 'creator', 'operator']), email: z.string(), password: z.string() })),
});
export type TDemoHintsResponse = z.infer<typeof ZDemoHintsResponse>;
