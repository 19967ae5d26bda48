/**
 * Campaign constants: spec 3 §4 (statuses) and §9 (platforms, objectives), plus the usage-rights presets of
 * issue 11. Each tuple feeds both the database enum and the zod schema.
 */

/** Spec 3 §4's five statuses (default draft) plus `archived`, which only drafts and completed campaigns reach. */
export const CAMPAIGN_STATUSES = ['draft', 'upcoming', 'active', 'paused', 'completed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  upcoming: 'Upcoming',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  archived: 'Archived',
};

/** Statuses a published (funded) campaign can be in before it completes. */
export const LIVE_CAMPAIGN_STATUSES = ['upcoming', 'active', 'paused'] as const satisfies readonly CampaignStatus[];

/**
 * What a published campaign keeps: creators accepted it on these terms. The server refuses a change (409) and the
 * form shows these fields locked, with the reason, instead of letting the brand edit what a save would refuse.
 */
export const CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED = ['brand_id', 'compensation', 'price_cap', 'usage_rights', 'start_date'] as const;

/**
 * What a brand may ask for through POST /api/brands/campaigns/{id}/status. Publishing (upcoming/active from a
 * draft) happens only through funding; `active` on a paused campaign resumes it (upcoming again if its start
 * date is still ahead).
 */
export const CAMPAIGN_STATUS_REQUESTS = ['active', 'paused', 'completed', 'archived'] as const satisfies readonly CampaignStatus[];
export type CampaignStatusRequest = (typeof CAMPAIGN_STATUS_REQUESTS)[number];

/** Spec 3 §9: the six discovery platforms, in the spec's order. */
export const CAMPAIGN_PLATFORMS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'twitter', label: 'Twitter (X)' },
  { value: 'linkedin', label: 'LinkedIn' },
] as const;
export const CAMPAIGN_PLATFORM_VALUES = ['instagram', 'youtube', 'facebook', 'tiktok', 'twitter', 'linkedin'] as const;
export type CampaignPlatform = (typeof CAMPAIGN_PLATFORM_VALUES)[number];

/** Spec 3 §9: the seven marketing objectives. */
export const MARKETING_OBJECTIVES = [
  { value: 'brand_awareness', label: 'Brand awareness' },
  { value: 'lead_generation', label: 'Lead generation' },
  { value: 'sales', label: 'Sales' },
  { value: 'traffic', label: 'Website traffic' },
  { value: 'engagement', label: 'Engagement' },
  { value: 'app_installs', label: 'App installs' },
  { value: 'video_views', label: 'Video views' },
] as const;
export const MARKETING_OBJECTIVE_VALUES = [
  'brand_awareness',
  'lead_generation',
  'sales',
  'traffic',
  'engagement',
  'app_installs',
  'video_views',
] as const;
export type MarketingObjective = (typeof MARKETING_OBJECTIVE_VALUES)[number];

/** The usage rights a brand asks for; creators see them before they accept. */
export const USAGE_RIGHTS = [
  {
    value: 'organic_only',
    label: 'Organic posting only',
    description: 'The creator posts on their own channels; the brand may reshare organically.',
  },
  {
    value: 'paid_ads_30_days',
    label: 'Paid ads for 30 days',
    description: 'The brand may also run the video as a paid ad for 30 days after it is posted.',
  },
  {
    value: 'paid_ads_90_days',
    label: 'Paid ads for 90 days',
    description: 'The brand may also run the video as a paid ad for 90 days after it is posted.',
  },
  { value: 'perpetual', label: 'Perpetual', description: 'The brand may use the video anywhere, including paid ads, with no end date.' },
] as const;
export const USAGE_RIGHTS_VALUES = ['organic_only', 'paid_ads_30_days', 'paid_ads_90_days', 'perpetual'] as const;
export type UsageRights = (typeof USAGE_RIGHTS_VALUES)[number];

/** Suggestions for the free-text video style field (the spec names the field, not its values). */
export const VIDEO_STYLE_SUGGESTIONS = [
  'Unboxing',
  'Tutorial',
  'Review',
  'Testimonial',
  'Lifestyle',
  'Comedy skit',
  'Before and after',
] as const;

export const CAMPAIGN_LIMITS = {
  productNameMax: 120,
  descriptionMax: 5000,
  keyFeaturesMax: 10,
  keyFeatureMax: 200,
  videoStyleMax: 100,
  targetAudienceMax: 1000,
  tagsMax: 15,
  tagMax: 40,
  searchMax: 100,
  /** Characters of a campaign's destination_url (issue 27 §2). */
  destinationUrlMax: 2000,
  /** Rupees. The smallest budget worth funding, and the largest one payment can fund. */
  budgetMin: 1000,
  budgetMax: 10_000_000,
  compensationMin: 100,
  /** A campaign runs at most a year. */
  durationMaxDays: 366,
  perPage: 10,
} as const;

export const CAMPAIGN_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const CAMPAIGN_COVER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Campaign dates are calendar days in India Standard Time (UTC+05:30, no daylight saving): a campaign starts at
 * 00:00 IST on its start date and ends after 23:59:59 IST on its end date.
 */
export const CAMPAIGN_TIME_ZONE = 'Asia/Kolkata';
export const CAMPAIGN_UTC_OFFSET_MINUTES = 330;
