import { z } from 'zod';
import { PLATFORM_BY_KEY, PLATFORM_KEYS, type PlatformKey } from '../constants/social-platforms';
import {
  SOCIAL_METRIC_FIELDS,
  SOCIAL_METRIC_LABELS,
  SOCIAL_METRIC_MAX,
  SOCIAL_METRICS_SOURCES,
  type SocialMetricField,
} from '../constants/social-metrics';
import { normaliseSocialInput } from '../domain/social-links';
import { CREATOR_LIMITS } from '../constants/creator-options';
import { CREATOR_REGISTRATION_MESSAGES } from './creator-registration-messages';

const COUNT = new Intl.NumberFormat('en-IN');

export const SOCIAL_ACCOUNT_MESSAGES = {
  notFound: 'Social account not found.',
  updated: 'Your social account is saved.',
  urlRequired: 'Please enter the link to your account.',
  urlInvalid: CREATOR_REGISTRATION_MESSAGES.socialLinkInvalid,
  metricWhole: (field: SocialMetricField) => `${SOCIAL_METRIC_LABELS[field]} must be a whole number, 0 or more.`,
  metricTooLarge: (field: SocialMetricField) => `${SOCIAL_METRIC_LABELS[field]} can be at most ${COUNT.format(SOCIAL_METRIC_MAX[field])}.`,
  saveFailed: 'Your numbers could not be saved. Please try again.',
  platformRequired: 'Please choose a platform.',
  alreadyLinked: (label: string) => `You have already linked a ${label} account. Edit it below.`,
  linked: (label: string) => `Your ${label} account is linked. Add its numbers to see your price.`,
  removed: (label: string) => `Your ${label} account is removed.`,
  /** DELETE refused (409) while a script priced for the platform is open (issue 25). */
  removeBlocked: (label: string, scripts: number) =>
    `Your ${label} account cannot be removed while ${scripts === 1 ? 'a script' : `${scripts} scripts`} for ${label} ${scripts === 1 ? 'is' : 'are'} open. Finish or close ${scripts === 1 ? 'it' : 'them'} first.`,
} as const;
const M = SOCIAL_ACCOUNT_MESSAGES;

/** Empty or absent means "not known" (null); JSON and form clients may send digits as text. */
const metric = (field: SocialMetricField) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v === 'string') {
        const t = v.trim().replaceAll(',', '');
        if (t === '') return null;
        return /^-?\d+$/.test(t) ? Number(t) : v;
      }
      return v;
    },
    z
      .number({ error: M.metricWhole(field) })
      .int(M.metricWhole(field))
      .min(0, M.metricWhole(field))
      .max(SOCIAL_METRIC_MAX[field], M.metricTooLarge(field))
      .nullable(),
  );

const metricsShape = Object.fromEntries(SOCIAL_METRIC_FIELDS.map((f) => [f, metric(f)])) as {
  [K in SocialMetricField]: ReturnType<typeof metric>;
};

/**
 * PUT /api/creator/social-links/{id}: the account's link and every metric. It replaces them: a metric left
 * out or empty becomes "not known". The link must belong to the account's platform (spec 2 §5.3's pattern).
 */
export function updateSocialLinkSchema(platform: PlatformKey) {
  const p = PLATFORM_BY_KEY[platform];
  return z.object({
    url: z
      .string({ error: M.urlRequired })
      .trim()
      .min(1, M.urlRequired)
      .max(CREATOR_LIMITS.socialLinkMax, M.urlInvalid(p.label, p.example))
      .transform((v) => normaliseSocialInput(platform, v))
      .refine((v) => p.pattern.test(v), M.urlInvalid(p.label, p.example)),
    ...metricsShape,
  });
}
export type TUpdateSocialLinkRequest = z.input<ReturnType<typeof updateSocialLinkSchema>>;
export type TSocialLinkValues = z.output<ReturnType<typeof updateSocialLinkSchema>>;

/** POST /api/creator/social-links: a new account, one per platform; the rest is checked as in the PUT. */
export const ZCreateSocialLinkPlatform = z.object({
  platform: z.enum(PLATFORM_KEYS, { error: M.platformRequired }),
});

/** The OpenAPI shape of the PUT body (the platform's link rule is applied by the server). */
export const ZUpdateSocialLinkRequest = z.object({
  url: z.string(),
  ...Object.fromEntries(SOCIAL_METRIC_FIELDS.map((f) => [f, z.number().int().min(0).max(SOCIAL_METRIC_MAX[f]).nullable().optional()])),
});

export const ZCreateSocialLinkRequest = ZUpdateSocialLinkRequest.extend({ platform: z.enum(PLATFORM_KEYS) });

export const ZSocialLinkIdParams = z.object({ id: z.string() });

const nullableCount = z.number().int().nullable();

/** Spec 3 §3 "Social link", plus where the metrics came from. */
export const ZSocialLink = z.object({
  id: z.string(),
  platform: z.enum(PLATFORM_KEYS),
  url: z.string(),
  audience_range: z.string().nullable(),
  followers: nullableCount,
  following: nullableCount,
  posts: nullableCount,
  avg_views: nullableCount,
  avg_likes: nullableCount,
  avg_comments: nullableCount,
  avg_shares: nullableCount,
  avg_saves: nullableCount,
  /** The least trusted of the metrics' sources (self_reported once any was typed); null while no metric is known. */
  metrics_source: z.enum(SOCIAL_METRICS_SOURCES).nullable(),
  /** Who supplied each metric; null for a metric not known. */
  metric_sources: z.object(
    Object.fromEntries(SOCIAL_METRIC_FIELDS.map((field) => [field, z.enum(SOCIAL_METRICS_SOURCES).nullable()])) as Record<
      SocialMetricField,
      z.ZodNullable<z.ZodEnum<{ [K in (typeof SOCIAL_METRICS_SOURCES)[number]]: K }>>
    >,
  ),
  metrics_updated_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TSocialLink = z.infer<typeof ZSocialLink>;

export const ZListSocialLinksResponse = z.object({ success: z.literal(true), data: z.array(ZSocialLink) });
export type TListSocialLinksResponse = z.infer<typeof ZListSocialLinksResponse>;

export const ZUpdateSocialLinkResponse = z.object({ success: z.literal(true), message: z.string(), data: ZSocialLink });
export type TUpdateSocialLinkResponse = z.infer<typeof ZUpdateSocialLinkResponse>;

export const hasAnyMetric = (values: Partial<Record<SocialMetricField, number | null>>) =>
  SOCIAL_METRIC_FIELDS.some((f) => typeof values[f] === 'number');

/** DELETE /api/creator/social-links/{id}. */
export const ZRemoveSocialLinkResponse = z.object({ success: z.literal(true), message: z.string() });
