import { z } from 'zod';
import { BRAND_PROFILE_INDUSTRY_VALUES, BRAND_PROFILE_LIMITS } from '../constants/brand-profiles';
import { WEBSITE_PATTERN } from '../constants/patterns';
import { asBoolean, emptyToUndefined } from './form-coercion';

/** Brand Management (spec 3 §2.3): its screens are not shown, so these messages are ours. */
export const BRAND_PROFILE_MESSAGES = {
  nameRequired: 'Please enter the brand name',
  nameTooLong: `Brand name must be ${BRAND_PROFILE_LIMITS.nameMax} characters or less`,
  websiteInvalid: 'Please enter a valid website URL',
  websiteTooLong: 'Website must be 2048 characters or less',
  industryRequired: 'Please select an industry',
  descriptionTooLong: `Description must be ${BRAND_PROFILE_LIMITS.descriptionMax} characters or less`,
  logoTooLarge: 'Logo must be 2 MB or smaller',
  logoWrongType: 'Please choose a JPEG, PNG or WebP image for the logo',
  notFound: 'Brand profile not found.',
  tooMany: `An account can run at most ${BRAND_PROFILE_LIMITS.perAccountMax} brands. Edit an existing brand instead.`,
  created: 'Brand profile created.',
  updated: 'Brand profile saved.',
  deleted: 'Brand profile deleted.',
  /** DELETE refused (409): the exact reason, with the way out. */
  inUse: (campaigns: number) =>
    `This brand is used by ${campaigns} ${campaigns === 1 ? 'campaign' : 'campaigns'}, so it cannot be deleted. Campaigns keep their brand; edit the brand instead.`,
  /** The web form's warning before adding a brand whose name the account already has (issue 25 §2). */
  duplicateName: (name: string) => `You already have a brand called “${name}”. Add it anyway only if it is a different brand.`,
  /** The dashboard's prompt on the brand registration created (issue 25 §2). */
  completeFirst: 'We created this brand from your registration. Add its logo and description so creators recognise it.',
} as const;
const M = BRAND_PROFILE_MESSAGES;

const optionalText = (max: number, message: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, message).optional().nullable()).transform((v) => v || null);

/**
 * POST /api/brands/brand-profiles and PUT /api/brands/brand-profiles/{id}: JSON, or a multipart form with the
 * same fields plus an optional `logo` image (JPEG, PNG or WebP by magic bytes, at most 2 MB). PUT replaces the
 * text fields; it keeps the logo unless a new one is sent or `remove_logo` is true.
 */
export const ZBrandProfileRequest = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(BRAND_PROFILE_LIMITS.nameMax, M.nameTooLong),
  website: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(BRAND_PROFILE_LIMITS.websiteMax, M.websiteTooLong)
        .regex(WEBSITE_PATTERN, M.websiteInvalid)
        .optional()
        .nullable(),
    )
    .transform((v) => v || null),
  industry: z.string({ error: M.industryRequired }).refine((v) => BRAND_PROFILE_INDUSTRY_VALUES.includes(v), M.industryRequired),
  description: optionalText(BRAND_PROFILE_LIMITS.descriptionMax, M.descriptionTooLong),
  remove_logo: z.preprocess(asBoolean, z.boolean()).optional(),
});
export type TBrandProfileRequest = z.input<typeof ZBrandProfileRequest>;
export type TBrandProfileValues = z.output<typeof ZBrandProfileRequest>;
export const ZCreateBrandProfileRequest = ZBrandProfileRequest.omit({ remove_logo: true });
export type TCreateBrandProfileRequest = z.input<typeof ZCreateBrandProfileRequest>;
export const ZUpdateBrandProfileRequest = ZBrandProfileRequest;
export type TUpdateBrandProfileRequest = z.input<typeof ZUpdateBrandProfileRequest>;

export const ZBrandProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  /** An authorised file URL (the owner's session), or null. */
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string(),
  description: z.string().nullable(),
  campaigns_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBrandProfile = z.infer<typeof ZBrandProfile>;

export const ZBrandProfileIdParams = z.object({ id: z.string().max(64) });

/** GET /api/brands/brand-profiles: every profile of the account, oldest first (the registration one leads). */
export const ZListBrandProfilesResponse = z.object({
  data: z.array(ZBrandProfile),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TListBrandProfilesResponse = z.infer<typeof ZListBrandProfilesResponse>;

export const ZGetBrandProfileResponse = z.object({ data: ZBrandProfile });
export type TGetBrandProfileResponse = z.infer<typeof ZGetBrandProfileResponse>;

export const ZSaveBrandProfileResponse = z.object({ message: z.string(), data: ZBrandProfile });
export type TSaveBrandProfileResponse = z.infer<typeof ZSaveBrandProfileResponse>;

/** DELETE /api/brands/brand-profiles/{id}: 200, or 409 while a campaign uses the brand. */
export const ZDeleteBrandProfileResponse = z.object({ message: z.string() });

/** The account's brand of this name (case and spacing ignored), if any: the web form warns before adding another. */
export function brandNamed<B extends { name: string }>(brands: readonly B[], name: string): B | undefined {
  const key = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
  return name.trim() === '' ? undefined : brands.find((b) => key(b.name) === key(name));
}
