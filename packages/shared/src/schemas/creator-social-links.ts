import { z } from 'zod';
import { CREATOR_LIMITS } from '../constants/creator-options';
import { PLATFORM_KEYS, type PlatformKey, SOCIAL_PLATFORMS, type SocialPlatform } from '../constants/social-platforms';
import { normaliseSocialInput } from '../domain/social-links';
import { CREATOR_REGISTRATION_MESSAGES as M } from './creator-registration-messages';
import { emptyToUndefined } from './form-coercion';

/** Server error keys are snake_case (instagram_followers); browser fields are the spec's camelCase (instagramFollowers). */
export type FieldNaming = 'server' | 'client';

export const SOCIAL_ERROR_KEY = { server: 'social_media', client: 'socialMedia' } as const;

const rangeKeyOf = (p: SocialPlatform, naming: FieldNaming) => (naming === 'server' ? p.rangeErrorKey : p.rangeField);

const optionalText = (max: number, message: string) =>
  z.preprocess(emptyToUndefined, z.string({ error: message }).trim().max(max, message).optional());

/**
 * Step 3 (spec 2 §5.3): each filled link must match its platform (after normaliseSocialInput), each valid link
 * needs its range, and at least one valid link with a range is required. The output holds the normalised links
 * and the ranges of filled platforms only.
 */
export function socialLinksSchema(naming: FieldNaming) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const p of SOCIAL_PLATFORMS) {
    shape[p.key] = optionalText(CREATOR_LIMITS.socialLinkMax, M.socialLinkInvalid(p.label, p.example));
    const rangeKey = rangeKeyOf(p, naming);
    if (rangeKey) shape[rangeKey] = optionalText(50, M.socialRangeRequired(p.label));
  }

  return z
    .object(shape)
    .superRefine((v, ctx) => {
      let complete = 0;
      let fieldErrors = 0;
      for (const p of SOCIAL_PLATFORMS) {
        const raw = v[p.key];
        if (!raw) continue;
        if (!p.pattern.test(normaliseSocialInput(p.key, raw))) {
          fieldErrors++;
          ctx.addIssue({ code: 'custom', path: [p.key], message: M.socialLinkInvalid(p.label, p.example) });
          continue;
        }
        const rangeKey = rangeKeyOf(p, naming);
        if (!rangeKey) continue;
        const range = v[rangeKey];
        if (!range || !p.rangeOptions.some((o) => o.value === range)) {
          fieldErrors++;
          ctx.addIssue({ code: 'custom', path: [rangeKey], message: M.socialRangeRequired(p.label) });
          continue;
        }
        complete++;
      }
      // Shown only when nothing else is wrong, so a half-filled row is fixed before the general prompt appears.
      if (complete === 0 && fieldErrors === 0) {
        ctx.addIssue({ code: 'custom', path: [SOCIAL_ERROR_KEY[naming]], message: M.socialRequired });
      }
    })
    .transform((v) => {
      const out: Record<string, string> = {};
      for (const p of SOCIAL_PLATFORMS) {
        const raw = v[p.key];
        if (!raw) continue;
        out[p.key] = normaliseSocialInput(p.key, raw);
        const rangeKey = rangeKeyOf(p, naming);
        const range = rangeKey ? v[rangeKey] : undefined;
        if (rangeKey && range) out[rangeKey] = range;
      }
      return out;
    });
}

export interface SocialAccountInput {
  platform: PlatformKey;
  url: string;
  /** Null for the Amazon storefront, which has no range. */
  audienceRange: string | null;
}

/** The filled platforms of a parsed step 3, one entry each, in the screen's order. */
export function socialAccountsOf(step3: Record<string, string>, naming: FieldNaming = 'server'): SocialAccountInput[] {
  return PLATFORM_KEYS.flatMap((key) => {
    const url = step3[key];
    if (!url) return [];
    const rangeKey = rangeKeyOf(SOCIAL_PLATFORMS.find((p) => p.key === key)!, naming);
    return [{ platform: key, url, audienceRange: (rangeKey && step3[rangeKey]) || null }];
  });
}
