/**
 * The metrics of a social account (spec 3 §3 "Social link"), in the spec's field names. Counts are whole
 * numbers; the maxima sit well above the largest real accounts and inside a PostgreSQL integer.
 */
export const SOCIAL_METRIC_FIELDS = [
  'followers',
  'following',
  'posts',
  'avg_views',
  'avg_likes',
  'avg_comments',
  'avg_shares',
  'avg_saves',
] as const;
export type SocialMetricField = (typeof SOCIAL_METRIC_FIELDS)[number];

export const SOCIAL_METRIC_MAX: Record<SocialMetricField, number> = {
  followers: 1_000_000_000,
  following: 10_000_000,
  posts: 1_000_000,
  avg_views: 2_000_000_000,
  avg_likes: 1_000_000_000,
  avg_comments: 1_000_000_000,
  avg_shares: 1_000_000_000,
  avg_saves: 1_000_000_000,
};

export const SOCIAL_METRIC_LABELS: Record<SocialMetricField, string> = {
  followers: 'Followers',
  following: 'Following',
  posts: 'Posts',
  avg_views: 'Average views',
  avg_likes: 'Average likes',
  avg_comments: 'Average comments',
  avg_shares: 'Average shares',
  avg_saves: 'Average saves',
};

/**
 * Where an account's metrics came from. Today creators type them in (self_reported); a platform API or an
 * OAuth import would write the same columns with its own source, so a price can say how far to trust them.
 */
export const SOCIAL_METRICS_SOURCES = ['self_reported', 'platform_api', 'oauth_import'] as const;
export type SocialMetricsSource = (typeof SOCIAL_METRICS_SOURCES)[number];

export const SOCIAL_METRICS_SOURCE_LABELS: Record<SocialMetricsSource, string> = {
  self_reported: 'Self-reported',
  platform_api: 'Verified by the platform',
  oauth_import: 'Imported from your account',
};

/** Who supplied each known metric of an account, by the spec's field name (a metric not known has no entry). */
export type MetricSources = Partial<Record<SocialMetricField, SocialMetricsSource>>;

/** From the least to the most trusted: an account's overall source is the least trusted of its metrics'. */
export const SOCIAL_METRICS_SOURCE_TRUST: readonly SocialMetricsSource[] = ['self_reported', 'oauth_import', 'platform_api'];
