import type { TPerformanceTrendsResponse } from '@amplio/shared/schemas/alerts';
import { abbreviateCount } from '../../lib/format-count';

export type PerformancePoint = TPerformanceTrendsResponse['data'][number];
export type PerformanceMetric = 'views' | 'likes' | 'engagement';

export const PERFORMANCE_METRICS: readonly { key: PerformanceMetric; label: string; colour: string }[] = [
  { key: 'views', label: 'Views', colour: '#6d28d9' },
  { key: 'likes', label: 'Likes', colour: '#f97362' },
  { key: 'engagement', label: 'Engagement', colour: '#16a34a' },
];

/** "12.5K" for counts (spec 3 §9's abbreviations), "3.94%" for the engagement rate. */
export function formatMetric(metric: PerformanceMetric, value: number): string {
  return metric === 'engagement' ? `${value.toFixed(2)}%` : abbreviateCount(value);
}

/**
 * How a metric moved from the first point to the last: a percentage for counts, points for the rate (a rate going
 * from 3% to 4% is "+1.00 pts", not "+33%"). Null with fewer than two points or nothing to compare with.
 */
export function metricChange(points: readonly PerformancePoint[], metric: PerformanceMetric): { text: string; up: boolean } | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const from = first[metric];
  const to = last[metric];
  if (metric === 'engagement') {
    const delta = to - from;
    return { text: `${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(2)} pts`, up: delta >= 0 };
  }
  if (from === 0) return null;
  const percent = Math.round(((to - from) / from) * 100);
  return { text: `${percent >= 0 ? '+' : '−'}${Math.abs(percent)}%`, up: percent >= 0 };
}
