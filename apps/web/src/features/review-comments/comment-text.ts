import { COMMENT_MESSAGES as M, formatCommentTime, type TSubmissionComment } from '@amplio/shared/schemas/submission-comments';

/** 0:04, or 0:04–0:08 for a range. */
export const commentMoment = (c: Pick<TSubmissionComment, 'at_seconds' | 'end_seconds'>) =>
  c.end_seconds == null ? formatCommentTime(c.at_seconds) : `${formatCommentTime(c.at_seconds)}–${formatCommentTime(c.end_seconds)}`;

/** Where a marker sits on the timeline, as percentages of the duration (clamped to the bar). */
export function markerPlacement(c: Pick<TSubmissionComment, 'at_seconds' | 'end_seconds'>, duration: number) {
  if (!(duration > 0)) return { left: 0, width: 0 };
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  const left = clamp((c.at_seconds / duration) * 100);
  const width = c.end_seconds == null ? 0 : clamp((c.end_seconds / duration) * 100) - left;
  return { left, width };
}

/**
 * The open comments as lines for a rejection reason ("0:04 — Logo too small"), appended after what the brand wrote,
 * cut so the whole reason stays within `max` characters.
 */
export function appendOpenComments(reason: string, comments: readonly TSubmissionComment[], max: number): string {
  const open = comments.filter((c) => !c.resolved);
  if (open.length === 0) return reason;
  const lines = open.map((c) => `${commentMoment(c)} — ${c.body.replace(/\s+/g, ' ').trim()}`);
  const head = reason.trimEnd();
  const text = `${head}${head ? '\n\n' : ''}${M.appendedHeading}\n${lines.join('\n')}`;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Seconds with at most three decimals, as the server takes them. */
export const toMilliseconds = (seconds: number) => Math.round(Math.max(0, seconds) * 1000) / 1000;
