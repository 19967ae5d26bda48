import type { SocialAccountRow, SocialMetricSnapshotRow } from '../../db/schema/index';
import { snapshotDay } from './social-accounts.repository';

/** How far back the chart reaches; older days still count as where each account started from. */
export const PERFORMANCE_TRENDS_DAYS = 365;

export interface PerformancePoint {
  date: string;
  views: number;
  likes: number;
  engagement: number;
}

type Metrics = Pick<SocialMetricSnapshotRow, 'followers' | 'avgViews' | 'avgLikes' | 'avgComments'>;
type Snapshot = Metrics & { socialAccountId: string; capturedOn: string };

/** Spec 3 §9's social engagement rate over the summed accounts: (likes + comments) / followers × 100, two decimals, 0 without followers. */
export function engagementPercent(sums: { likes: number; comments: number; followers: number }): number {
  if (sums.followers <= 0) return 0;
  return Math.round(((sums.likes + sums.comments) * 10_000) / sums.followers) / 100;
}

/**
 * One point per day on which any account's metrics changed: views and likes summed over the creator's accounts, and
 * the engagement rate of the sums. An account that did not change that day counts with its last snapshot (carried
 * forward). Accounts whose metrics predate the snapshots (no snapshot at all) count from the day their metrics were set.
 * Only the last `days` days are answered; when older numbers exist, the window's first day carries them in.
 */
export function performanceTrends(input: {
  snapshots: readonly Snapshot[];
  accounts: readonly SocialAccountRow[];
  today: string;
  days?: number;
}): PerformancePoint[] {
  const withSnapshots = new Set(input.snapshots.map((s) => s.socialAccountId));
  const legacy: Snapshot[] = input.accounts
    .filter((a) => a.metricsUpdatedAt !== null && !withSnapshots.has(a.id))
    .map((a) => ({ ...a, socialAccountId: a.id, capturedOn: snapshotDay(a.metricsUpdatedAt!) }));
  const all = [...input.snapshots, ...legacy].sort((a, b) => (a.capturedOn < b.capturedOn ? -1 : a.capturedOn > b.capturedOn ? 1 : 0));

  const from = new Date(`${input.today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (input.days ?? PERFORMANCE_TRENDS_DAYS));
  const firstDay = snapshotDay(from);

  const latest = new Map<string, Metrics>();
  const point = (date: string): PerformancePoint => {
    let views = 0;
    let likes = 0;
    let comments = 0;
    let followers = 0;
    for (const m of latest.values()) {
      views += m.avgViews ?? 0;
      likes += m.avgLikes ?? 0;
      comments += m.avgComments ?? 0;
      followers += m.followers ?? 0;
    }
    return { date, views, likes, engagement: engagementPercent({ likes, comments, followers }) };
  };
  const points: PerformancePoint[] = [];
  for (let i = 0; i < all.length; ) {
    const day = all[i]!.capturedOn;
    // Entering the window with older numbers: its first day shows where the creator stood.
    if (day > firstDay && points.length === 0 && latest.size > 0) points.push(point(firstDay));
    for (; i < all.length && all[i]!.capturedOn === day; i++) latest.set(all[i]!.socialAccountId, all[i]!);
    if (day >= firstDay) points.push(point(day));
  }
  if (points.length === 0 && latest.size > 0) points.push(point(firstDay));
  return points;
}
