import { z } from 'zod';
import { AUDIENCE_SIZE_VALUES, CONTENT_TYPE_VALUES, CREATOR_CATEGORY_VALUES, GENDER_VALUES } from '../constants/creator-options';
import { LANGUAGES } from '../constants/languages';
import { PLATFORM_KEYS } from '../constants/social-platforms';

/** Issue 23 §1: brands' creator search. */
export const CREATOR_SEARCH_PER_PAGE = 24;
export const CREATOR_SEARCH_LIMITS = {
  perPageMax: 48,
  queryMax: 100,
  placeMax: 100,
  cursorMax: 200,
  countMax: 1_000_000_000,
  ageMin: 13,
  ageMax: 100,
} as const;

export const CREATOR_SEARCH_SORTS = ['relevance', 'followers', 'engagement', 'price', 'on_time_rate', 'newest'] as const;
export type CreatorSearchSort = (typeof CREATOR_SEARCH_SORTS)[number];

/** `verified`: a metric from the platform's API or an OAuth import, never typed by the creator. */
export const CREATOR_METRICS_FILTERS = ['self_reported', 'verified'] as const;

export const CREATOR_SEARCH_MESSAGES = {
  unknownValue: (param: string) => `Unknown value for ${param}. Choose one of the listed values.`,
  notWholeNumber: (param: string) => `${param} must be a whole number of at least 0.`,
  notPercent: (param: string) => `${param} must be a percentage from 0 to 100.`,
  age: (param: string) => `${param} must be an age from ${CREATOR_SEARCH_LIMITS.ageMin} to ${CREATOR_SEARCH_LIMITS.ageMax}.`,
  tooLong: (param: string, max: number) => `${param} must be at most ${max} characters.`,
  rangeInverted: (from: string, to: string) => `${from} must not be more than ${to}.`,
  perPage: `per_page must be from 1 to ${CREATOR_SEARCH_LIMITS.perPageMax}.`,
  cursor: 'This page link has expired. Start the search again.',
  priceNeedsCampaign: 'Choose a campaign to filter or sort by price.',
  campaignId: 'campaign_id must be one of your campaigns.',
} as const;
const M = CREATOR_SEARCH_MESSAGES;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A query parameter's text as a number when it is written as `pattern` allows; anything else is left for zod to refuse. */
const numberFrom = (pattern: RegExp) => (v: unknown) => {
  const value = blank(v);
  return typeof value === 'string' && pattern.test(value.trim()) ? Number(value) : value;
};
const WHOLE = /^\d{1,10}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const SMALL_WHOLE = /^\d{1,3}$/;

const oneOf = (param: string, values: readonly string[]) =>
  z.preprocess(blank, z.enum(values as [string, ...string[]], { error: M.unknownValue(param) }).optional());

/** A comma-separated list of known values (`category=fitness,beauty`); repeated parameters are joined first. */
const listOf = (param: string, values: readonly string[]) =>
  z.preprocess(
    (v) => {
      const text = Array.isArray(v) ? v.join(',') : blank(v);
      return typeof text === 'string'
        ? [
            ...new Set(
              text
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]
        : undefined;
    },
    z
      .array(z.enum(values as [string, ...string[]], { error: M.unknownValue(param) }))
      .max(values.length)
      .optional(),
  );

const wholeNumber = (param: string, max: number = CREATOR_SEARCH_LIMITS.countMax) =>
  z.preprocess(
    numberFrom(WHOLE),
    z
      .number({ error: M.notWholeNumber(param) })
      .int(M.notWholeNumber(param))
      .min(0, M.notWholeNumber(param))
      .max(max, M.notWholeNumber(param))
      .optional(),
  );

const percent = (param: string) =>
  z.preprocess(
    numberFrom(PERCENT),
    z
      .number({ error: M.notPercent(param) })
      .min(0, M.notPercent(param))
      .max(100, M.notPercent(param))
      .optional(),
  );

const age = (param: string) =>
  z.preprocess(
    numberFrom(SMALL_WHOLE),
    z
      .number({ error: M.age(param) })
      .int(M.age(param))
      .min(CREATOR_SEARCH_LIMITS.ageMin, M.age(param))
      .max(CREATOR_SEARCH_LIMITS.ageMax, M.age(param))
      .optional(),
  );

const text = (param: string, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: M.tooLong(param, max) })
      .trim()
      .max(max, M.tooLong(param, max))
      .optional(),
  );

/** GET /api/brands/creators: every filter of issue 23 §1, in its contract's parameter names. */
export const ZCreatorSearchQuery = z
  .object({
    q: text('q', CREATOR_SEARCH_LIMITS.queryMax),
    platform: oneOf('platform', PLATFORM_KEYS),
    min_followers: wholeNumber('min_followers'),
    max_followers: wholeNumber('max_followers'),
    min_avg_views: wholeNumber('min_avg_views'),
    min_engagement: percent('min_engagement'),
    max_engagement: percent('max_engagement'),
    category: listOf('category', CREATOR_CATEGORY_VALUES),
    content_type: oneOf('content_type', CONTENT_TYPE_VALUES),
    language: listOf('language', LANGUAGES),
    country: text('country', CREATOR_SEARCH_LIMITS.placeMax),
    state: text('state', CREATOR_SEARCH_LIMITS.placeMax),
    city: text('city', CREATOR_SEARCH_LIMITS.placeMax),
    audience_size: oneOf('audience_size', AUDIENCE_SIZE_VALUES),
    gender: oneOf('gender', GENDER_VALUES),
    min_age: age('min_age'),
    max_age: age('max_age'),
    metrics_source: oneOf('metrics_source', CREATOR_METRICS_FILTERS),
    campaign_id: z.preprocess(blank, z.uuid({ error: M.campaignId }).optional()),
    min_price: wholeNumber('min_price'),
    max_price: wholeNumber('max_price'),
    min_completed: wholeNumber('min_completed', 100_000),
    min_on_time_rate: percent('min_on_time_rate'),
    sort: z.preprocess(blank, z.enum(CREATOR_SEARCH_SORTS, { error: M.unknownValue('sort') }).optional()),
    cursor: text('cursor', CREATOR_SEARCH_LIMITS.cursorMax),
    per_page: z.preprocess(
      numberFrom(SMALL_WHOLE),
      z.number({ error: M.perPage }).int(M.perPage).min(1, M.perPage).max(CREATOR_SEARCH_LIMITS.perPageMax, M.perPage).optional(),
    ),
  })
  .superRefine((query, ctx) => {
    const ranges = [
      ['min_followers', 'max_followers'],
      ['min_engagement', 'max_engagement'],
      ['min_age', 'max_age'],
      ['min_price', 'max_price'],
    ] as const;
    for (const [from, to] of ranges) {
      const low = query[from];
      const high = query[to];
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', path: [from], message: M.rangeInverted(from, to) });
    }
    const price = query.min_price !== undefined || query.max_price !== undefined || query.sort === 'price';
    if (price && !query.campaign_id) ctx.addIssue({ code: 'custom', path: ['campaign_id'], message: M.priceNeedsCampaign });
  });
export type TCreatorSearchQuery = z.output<typeof ZCreatorSearchQuery>;
export type TCreatorSearchQueryInput = z.input<typeof ZCreatorSearchQuery>;

export const ZCreatorSearchPlatform = z.object({
  platform: z.string(),
  url: z.string(),
  followers: z.number().nullable(),
  avg_views: z.number().nullable(),
  /** Spec 3 §9's social engagement rate, two decimals. */
  engagement_rate: z.number(),
  metrics_source: z.string().nullable(),
  metrics_updated_at: z.string().nullable(),
  /** The creator's price in rupees on the chosen campaign; present when campaign_id is given. */
  price: z.number().optional(),
});

export const ZCreatorSearchRow = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  profile_photo: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  categories: z.array(z.string()),
  languages: z.array(z.string()),
  content_type: z.string(),
  platforms: z.array(ZCreatorSearchPlatform),
  completed_collaborations: z.number(),
  on_time_rate: z.number().nullable(),
  rating: z.number().nullable(),
  ratings_count: z.number(),
});
export type TCreatorSearchRow = z.infer<typeof ZCreatorSearchRow>;

const ZFacet = z.array(z.object({ value: z.string(), count: z.number() }));

export const ZCreatorSearchResponse = z.object({
  success: z.literal(true),
  data: z.array(ZCreatorSearchRow),
  facets: z.object({ platform: ZFacet, category: ZFacet, language: ZFacet, country: ZFacet }),
  next_cursor: z.string().nullable(),
});
export type TCreatorSearchResponse = z.infer<typeof ZCreatorSearchResponse>;

/** A piece of the creator's work on their profile: a completed Amplio video, or a link to other work (issue 23 §2). */
export const ZPortfolioItem = z.object({
  id: z.string(),
  title: z.string(),
  poster_url: z.string().nullable(),
  video_url: z.string().nullable(),
  url: z.string().nullable(),
  campaign_name: z.string().nullable(),
});

/** Computed from the review history and the ledger, never typed by the creator. */
export const ZTrackRecord = z.object({
  completed: z.number(),
  /** Percent of completed collaborations whose post link came in by the campaign's last day; null before the first. */
  on_time_rate: z.number().nullable(),
  /** Rejections per completed collaboration, two decimals; null before the first. */
  avg_rejections: z.number().nullable(),
  /** The brands' average rating, from 3 ratings on (issue 23 §4); null until then. */
  rating: z.number().nullable(),
  ratings_count: z.number(),
});

/** The creator's price on one of the brand's running campaigns, with the working the creator sees. */
export const ZCampaignPriceForBrand = z.object({
  campaign_id: z.uuid(),
  /** Not in the issue's contract (an addition): the campaign's product name, so a client need not look it up. */
  campaign_name: z.string(),
  platform: z.string(),
  dynamic_price: z.number(),
  breakdown: z.array(z.string()),
});

/** GET /api/brands/creators/{username}: the search row, plus the bio, portfolio, track record and prices. */
export const ZCreatorProfileForBrand = ZCreatorSearchRow.extend({
  bio: z.string(),
  portfolio: z.array(ZPortfolioItem),
  track_record: ZTrackRecord,
  prices: z.array(ZCampaignPriceForBrand),
});
export type TCreatorProfileForBrand = z.infer<typeof ZCreatorProfileForBrand>;

export const ZCreatorProfileForBrandResponse = z.object({ success: z.literal(true), data: ZCreatorProfileForBrand });
export type TCreatorProfileForBrandResponse = z.infer<typeof ZCreatorProfileForBrandResponse>;

export const CREATOR_PROFILE_MESSAGES = {
  notFound: 'No creator with this username is open to brands on Amplio.',
  ownProfileMissing: 'Finish your profile first: brands see it once it is complete.',
} as const;
