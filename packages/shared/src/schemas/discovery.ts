import { z } from 'zod';
import { CAMPAIGN_ACCESS_MODES } from './collaborations';
import { ZBrandReliability } from './ratings';
import { CAMPAIGN_LIMITS as L, CAMPAIGN_PLATFORM_VALUES, USAGE_RIGHTS_VALUES } from '../constants/campaigns';
import { briefShape, CAMPAIGN_MESSAGES, paginationShape, ZCampaignSort, ZPageNumber } from './campaigns';
import { emptyToUndefined } from './form-coercion';

/** Spec 3 §8 and §2.2: campaign discovery's own messages. */
export const DISCOVERY_MESSAGES = {
  loadFailed: 'Failed to load campaigns.',
  empty: 'No campaigns available. Please check back later or contact support.',
  notFound: 'This campaign is no longer open. Choose another one from the list.',
  campaignIdRequired: 'Please choose a campaign.',
  platformInvalid: CAMPAIGN_MESSAGES.platformInvalid,
  searchTooLong: CAMPAIGN_MESSAGES.searchTooLong,
} as const;

/** Spec 3 §9: discovery shows 10 campaigns a page, newest first. */
export const DISCOVERY_PER_PAGE = 10;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : emptyToUndefined(v));
const asNumber = (v: unknown) => {
  const value = blank(v);
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
};

/** GET /api/campaigns/active?platform=&search=&page=&sort= */
export const ZActiveCampaignsQuery = z.object({
  platform: z.preprocess(blank, z.enum(CAMPAIGN_PLATFORM_VALUES, { error: DISCOVERY_MESSAGES.platformInvalid }).optional()),
  search: z.preprocess(blank, z.string().trim().max(L.searchMax, DISCOVERY_MESSAGES.searchTooLong).optional()),
  page: z.preprocess(asNumber, ZPageNumber),
  sort: ZCampaignSort,
});
export type TActiveCampaignsQuery = z.input<typeof ZActiveCampaignsQuery>;

/** The creator's price on one platform (spec 3 §3 "Social link with pricing"), plus the breakdown in plain words. */
export const ZPlatformPrice = z.object({
  platform: z.enum(CAMPAIGN_PLATFORM_VALUES),
  dynamic_price: z.number(),
  base_price: z.number(),
  /** formula: from the creator's metrics; compensation: the campaign's standard fee (no metrics, spec 3 §9). */
  source: z.enum(['formula', 'compensation']),
  explanation: z.array(z.string()),
});
export type TPlatformPrice = z.infer<typeof ZPlatformPrice>;

/** A campaign as a creator sees it: what they sign up to, never the brand's budget or escrow. */
export const ZDiscoveredCampaign = z.object({
  id: z.uuid(),
  brand_id: z.string(),
  brand_name: z.string().nullable(),
  product_name: z.string(),
  ...briefShape,
  start_date: z.string(),
  end_date: z.string(),
  compensation: z.number(),
  price_cap: z.number().nullable(),
  usage_rights: z.enum(USAGE_RIGHTS_VALUES),
  cover_url: z.string().nullable(),
  created_at: z.string(),
  /** This creator's prices on the campaign's platforms they have an account on, highest first. */
  my_prices: z.array(ZPlatformPrice),
  /** Issue 23 §3: open (start at once), approval (apply first) or invite_only (only invited creators reach it). */
  access_mode: z.enum(CAMPAIGN_ACCESS_MODES),
  /** This creator has an invitation on it, waiting or accepted. */
  invited: z.boolean(),
  /** The brand as creators see it: its face and its record (issue 23 §4). */
  brand: z.object({
    logo_url: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    reliability: ZBrandReliability,
  }),
});
export type TDiscoveredCampaign = z.infer<typeof ZDiscoveredCampaign>;

export const ZActiveCampaignsResponse = z.object({
  data: z.array(ZDiscoveredCampaign),
  ...paginationShape,
});
export type TActiveCampaignsResponse = z.infer<typeof ZActiveCampaignsResponse>;

/** GET /api/campaigns/active/{id}: one campaign the creator can discover, as its discovery card shows it. */
export const ZActiveCampaignParams = z.object({ id: z.string().max(64) });
export const ZActiveCampaignResponse = z.object({ success: z.literal(true), data: ZDiscoveredCampaign });
export type TActiveCampaignResponse = z.infer<typeof ZActiveCampaignResponse>;

/** GET /api/creator/social-links-with-pricing?campaign_id= */
export const ZSocialLinksWithPricingQuery = z.object({
  campaign_id: z.preprocess(blank, z.string({ error: DISCOVERY_MESSAGES.campaignIdRequired }).max(64)),
});

export const ZPriceMetrics = z.object({
  followers: z.number().nullable(),
  following: z.number().nullable(),
  posts: z.number().nullable(),
  avg_views: z.number().nullable(),
  avg_likes: z.number().nullable(),
  avg_comments: z.number().nullable(),
  avg_shares: z.number().nullable(),
  avg_saves: z.number().nullable(),
  updated_at: z.string().nullable(),
});

export const ZSocialLinkWithPricing = ZPlatformPrice.extend({ url: z.string(), metrics: ZPriceMetrics });
export type TSocialLinkWithPricing = z.infer<typeof ZSocialLinkWithPricing>;

export const ZSocialLinksWithPricingResponse = z.object({ success: z.literal(true), data: z.array(ZSocialLinkWithPricing) });
export type TSocialLinksWithPricingResponse = z.infer<typeof ZSocialLinksWithPricingResponse>;
