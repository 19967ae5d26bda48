import type { CampaignPlatform } from './campaigns';

/**
 * The dynamic price of issue 12 §3 (all amounts in rupees). Where each number comes from is written down in
 * docs/decisions/016-dynamic-price.md.
 */
export const PRICE_RULES = {
  /** F: fewer followers are priced as this many. */
  minFollowers: 1000,
  followerExponent: 0.77,
  /** ER benchmark: 3.5 % of followers engaging with a post gives an engagement factor of 1. */
  engagementBenchmark: 0.035,
  qualityExponent: 0.3,
  qualityMin: 0.5,
  qualityMax: 2,
  /** Average views count up to this many times the followers. */
  viewsCapMultiple: 20,
  roundingStep: 50,
  floor: 500,
  ceiling: 2_500_000,
} as const;

/** ER's weights: a save or a share says more about a post than a like. */
export const ENGAGEMENT_WEIGHTS = { avg_likes: 1, avg_comments: 2, avg_shares: 3, avg_saves: 3 } as const;
export type EngagementMetric = keyof typeof ENGAGEMENT_WEIGHTS;
export const ENGAGEMENT_METRICS = Object.keys(ENGAGEMENT_WEIGHTS) as EngagementMetric[];

export interface PlatformPriceRate {
  /** R_p: the price in rupees of a post to 1,000 followers with a quality factor of 1. */
  rate: number;
  /** VR_ref: the views per follower of a typical post, which gives a views factor of 1. */
  viewsReference: number;
}

export const PLATFORM_PRICE_RATES: Record<CampaignPlatform, PlatformPriceRate> = {
  instagram: { rate: 1450, viewsReference: 0.3 },
  youtube: { rate: 2900, viewsReference: 0.15 },
  facebook: { rate: 870, viewsReference: 0.06 },
  tiktok: { rate: 870, viewsReference: 0.3 },
  twitter: { rate: 580, viewsReference: 0.1 },
  linkedin: { rate: 2175, viewsReference: 0.15 },
};
