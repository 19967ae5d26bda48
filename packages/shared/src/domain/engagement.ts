/**
 * Spec 3 §9's social engagement rate, the one figure the product calls "engagement rate" wherever it shows one:
 * (avg_likes + avg_comments) / followers × 100, two decimals, 0.00 without followers. Other measures (the price's
 * weighted interactions) are named for what they are.
 */
export const ENGAGEMENT_RATE_LABEL = 'Engagement rate';
export const ENGAGEMENT_RATE_DEFINITION = '(likes + comments) ÷ followers';

export interface EngagementInputs {
  followers?: number | null;
  avg_likes?: number | null;
  avg_comments?: number | null;
}

/** The engagement rate in percent, rounded to two decimals; 0 without followers. */
export function engagementRate(m: EngagementInputs): number {
  if (!m.followers || m.followers <= 0) return 0;
  return Math.round((((m.avg_likes ?? 0) + (m.avg_comments ?? 0)) * 10_000) / m.followers) / 100;
}

/** "4.77" (spec 3 §9: two decimals, "0.00" without followers). */
export const formatEngagementRate = (m: EngagementInputs) => engagementRate(m).toFixed(2);
