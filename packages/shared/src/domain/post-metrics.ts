import { POST_METRIC_CHECKPOINT_DAYS, type PostMetricCheckpointDay } from '../constants/post-metrics';

const DAY_MS = 86_400_000;

/** When the day-`day` report is due: that many days after the completion (the post link accepted). */
export const checkpointDueAt = (completedAt: Date, day: PostMetricCheckpointDay) => new Date(completedAt.getTime() + day * DAY_MS);

/**
 * The report a new submission counts for: the latest checkpoint already due, or day 1 before any is due (an early
 * report counts as the first).
 */
export function currentCheckpoint(completedAt: Date, now: Date): PostMetricCheckpointDay {
  let current: PostMetricCheckpointDay = 1;
  for (const day of POST_METRIC_CHECKPOINT_DAYS) if (checkpointDueAt(completedAt, day).getTime() <= now.getTime()) current = day;
  return current;
}

export type CheckpointState = 'reported' | 'overdue' | 'upcoming';

/**
 * Where each of the three reports stands: `reported` once any report for it or a later one came in, `overdue` once
 * due without one, `upcoming` before it is due.
 */
export function checkpointStates(input: {
  completedAt: Date;
  now: Date;
  reportedDays: readonly number[];
}): { day: PostMetricCheckpointDay; dueAt: Date; state: CheckpointState }[] {
  const latest = Math.max(0, ...input.reportedDays);
  return POST_METRIC_CHECKPOINT_DAYS.map((day) => {
    const dueAt = checkpointDueAt(input.completedAt, day);
    const state: CheckpointState = latest >= day ? 'reported' : dueAt.getTime() <= input.now.getTime() ? 'overdue' : 'upcoming';
    return { day, dueAt, state };
  });
}

/** Spec 3 §9: Engagement = likes ÷ max(views, 1) × 100, rounded, at most 100. */
export function postEngagement(input: { likes: number; views: number }): number {
  return Math.min(100, Math.round((input.likes / Math.max(input.views, 1)) * 100));
}
