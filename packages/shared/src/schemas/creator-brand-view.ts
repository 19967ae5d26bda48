import { z } from 'zod';
import { LANGUAGES } from '../constants/languages';
import { ZCreatorProfileForBrand } from './creator-search';

/** Issue 23 §1–§2: what the creator controls about how brands find them. Not in the spec. */
export const CREATOR_BRAND_VIEW_LIMITS = { extraLanguagesMax: 5 } as const;

export const CREATOR_BRAND_VIEW_MESSAGES = {
  openRequired: 'Choose whether brands may find and invite you.',
  languagesInvalid: 'Choose other languages from the list.',
  tooManyLanguages: `Add up to ${CREATOR_BRAND_VIEW_LIMITS.extraLanguagesMax} other languages.`,
  saved: 'Saved. Brands see your page this way now.',
} as const;

const M = CREATOR_BRAND_VIEW_MESSAGES;

/** PUT /api/creator/brand-view */
export const ZUpdateCreatorBrandViewRequest = z.object({
  open_to_invitations: z.boolean({ error: M.openRequired }),
  extra_languages: z
    .array(z.enum(LANGUAGES, { error: M.languagesInvalid }), { error: M.languagesInvalid })
    .max(CREATOR_BRAND_VIEW_LIMITS.extraLanguagesMax, M.tooManyLanguages)
    .transform((languages) => [...new Set(languages)]),
});
export type TUpdateCreatorBrandViewRequest = z.input<typeof ZUpdateCreatorBrandViewRequest>;

export const ZCreatorBrandViewSettings = z.object({
  open_to_invitations: z.boolean(),
  extra_languages: z.array(z.string()),
});

/** GET /api/creator/brand-view: the creator's settings and their page as a brand sees it (without a brand's prices). */
export const ZCreatorBrandViewResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    settings: ZCreatorBrandViewSettings,
    preview: ZCreatorProfileForBrand.omit({ prices: true }),
  }),
});
export type TCreatorBrandViewResponse = z.infer<typeof ZCreatorBrandViewResponse>;
