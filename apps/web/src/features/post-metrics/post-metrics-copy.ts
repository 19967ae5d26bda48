import type { PostMetricSource } from '@amplio/shared/constants/post-metrics';
import type { PostMetricReviewState, TPostMetricCheckpoint } from '@amplio/shared/schemas/post-metrics';
import type { BadgeTone } from '../../components/ui/badge';
import { formatDateTime } from '../../lib/format-date';

/** Where a number came from, in words: every number on screen says it. */
export const SOURCE_LABELS: Record<PostMetricSource, string> = {
  self_reported_with_proof: 'Reported by the creator, with a screenshot',
  tracked: 'Tracked by Amplio',
  platform_api: 'From the platform',
};

export const REVIEW_STATE_LABELS: Record<'creator' | 'brand', Record<PostMetricReviewState, string>> = {
  creator: { pending: 'With the brand', accepted: 'Accepted', questioned: 'Questioned', corrected: 'Corrected' },
  brand: { pending: 'Waiting for your review', accepted: 'Accepted', questioned: 'Questioned', corrected: 'Corrected' },
};

export const REVIEW_STATE_TONES: Record<PostMetricReviewState, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  questioned: 'warning',
  corrected: 'neutral',
};

/** "Day 7: overdue since 5 Dec 2026, 10:00 am", "Day 1: reported", "Day 30: due 28 Dec 2026, 10:00 am". */
export function checkpointText(c: TPostMetricCheckpoint): string {
  if (c.state === 'reported') return `Day ${c.day}: reported`;
  if (c.state === 'overdue') return `Day ${c.day}: overdue since ${formatDateTime(c.due_at)}`;
  return `Day ${c.day}: due ${formatDateTime(c.due_at)}`;
}

export const CHECKPOINT_TONES: Record<TPostMetricCheckpoint['state'], BadgeTone> = {
  reported: 'success',
  overdue: 'danger',
  upcoming: 'neutral',
};

/** The numbers' count in the en-IN format (spec 3 §9), or "–" where nothing is known. */
export const formatMetric = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-IN'));
