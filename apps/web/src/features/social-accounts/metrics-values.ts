import { formatEngagementRate } from '@amplio/shared/domain/engagement';
import { CAMPAIGN_PLATFORM_VALUES, type CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { SOCIAL_METRIC_FIELDS, type SocialMetricField } from '@amplio/shared/constants/social-metrics';
import type { PriceMetrics } from '@amplio/shared/domain/dynamic-price';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';

/** The account form: the link and each metric as typed (empty means not known). */
export type SocialAccountFormValues = { url: string } & Record<SocialMetricField, string>;

const COUNT = new Intl.NumberFormat('en-IN');

export function toFormValues(link: TSocialLink): SocialAccountFormValues {
  const values = { url: link.url } as SocialAccountFormValues;
  for (const field of SOCIAL_METRIC_FIELDS) values[field] = link[field] === null ? '' : String(link[field]);
  return values;
}

/** A typed value as a count: digits (with separators) only; anything else is not known yet. */
export function parseCount(raw: string | undefined): number | null {
  const text = (raw ?? '').trim().replaceAll(',', '');
  return /^\d+$/.test(text) ? Number(text) : null;
}

export function toPriceMetrics(values: Partial<SocialAccountFormValues>): PriceMetrics {
  return {
    followers: parseCount(values.followers),
    avg_views: parseCount(values.avg_views),
    avg_likes: parseCount(values.avg_likes),
    avg_comments: parseCount(values.avg_comments),
    avg_shares: parseCount(values.avg_shares),
    avg_saves: parseCount(values.avg_saves),
  };
}

export const isCampaignPlatform = (platform: string): platform is CampaignPlatform =>
  (CAMPAIGN_PLATFORM_VALUES as readonly string[]).includes(platform);

/** Spec 3 §9: thousands separators, N/A when missing. */
export const formatCount = (value: number | null | undefined) => (value === null || value === undefined ? 'N/A' : COUNT.format(value));

/** Spec 3 §9: (avg_likes + avg_comments) / followers × 100, two decimals, 0.00 without followers (the shared rule). */
export function engagementRate(link: Pick<TSocialLink, 'followers' | 'avg_likes' | 'avg_comments'>): string {
  return formatEngagementRate(link);
}

/** Short labels for the form's narrow columns; messages use the full ones. */
export const METRIC_INPUT_LABELS: Record<SocialMetricField, string> = {
  followers: 'Followers',
  following: 'Following',
  posts: 'Posts',
  avg_views: 'Avg. views',
  avg_likes: 'Avg. likes',
  avg_comments: 'Avg. comments',
  avg_shares: 'Avg. shares',
  avg_saves: 'Avg. saves',
};
