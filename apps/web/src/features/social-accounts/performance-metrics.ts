import { ENGAGEMENT_RATE_LABEL } from '@amplio/shared/domain/engagement';
import type { TPerformanceTrendsResponse } from '@amplio/shared/schemas/alerts';
import { abbreviateCount } from '../../lib/format-count';

export type PerformancePoint = TPerformanceTrendsResponse['data'][number];
export type PerformanceMetric = 'views' | 'likes' | 'engagement';

export const PERFORMANCE_METRICS: readonly { key: PerformanceMetric; label: string; colour: string }[] = [
  { key: 'views', label: 'Views', colour: '#6d28d9' },
  { key: 'likes', label: 'Likes', colour: '#f97362' },
  { key: 'engagement', label: ENGAGEMENT_RATE_LABEL, colour: '#16a34a' },
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

/** 1, 2, 2.5 or 5 times a power of ten: the smallest such step at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((n) => n * power >= rough) ?? 10;
  return step * power;
}

/**
 * The y axis's ticks: from 0 to a round number above the highest value, in at most five round steps, each with a
 * label of its own. Left to itself the chart draws a flat line (one point, or the same value throughout) with five
 * ticks that all read the same ("22.6K" five times).
 */
export function axisTicks(points: readonly PerformancePoint[], metric: PerformanceMetric): number[] {
  const highest = Math.max(0, ...points.map((p) => p[metric]));
  const minimumStep = metric === 'engagement' ? 0.01 : 1;
  const step = Math.max(niceStep(Math.max(highest, minimumStep) / 4), minimumStep);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const ticks: number[] = [];
  const labels = new Set<string>();
  for (let i = 0; i * step <= top + step / 1e6; i++) {
    const value = Number((i * step).toFixed(4));
    const label = formatMetric(metric, value);
    if (labels.has(label)) continue;
    labels.add(label);
    ticks.push(value);
  }
  return ticks;
}
