import { z } from 'zod';

/** Issue 23 §4: after a completed collaboration each side may rate the other once, and change it for 14 days. */
export const RATING_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  commentMax: 1000,
  editableDays: 14,
  /** Averages show from this many ratings on. */
  averageFrom: 3,
} as const;

export const RATING_MESSAGES = {
  starsInvalid: 'Choose from 1 to 5 stars.',
  commentTooLong: `Keep the comment to ${RATING_LIMITS.commentMax.toLocaleString('en-IN')} characters or fewer.`,
  notFound: 'This collaboration does not exist, or it is not yours.',
  notCompleted: 'You can rate once the collaboration is completed.',
  editClosed: `Ratings can be changed for ${RATING_LIMITS.editableDays} days after they are given.`,
} as const;

const M = RATING_MESSAGES;

/** POST /api/brands/submissions/{id}/rating and POST /api/creator/scripts/{id}/rating */
export const ZRatingRequest = z.object({
  stars: z
    .number({ error: M.starsInvalid })
    .int(M.starsInvalid)
    .min(RATING_LIMITS.starsMin, M.starsInvalid)
    .max(RATING_LIMITS.starsMax, M.starsInvalid),
  comment: z
    .string({ error: M.commentTooLong })
    .max(RATING_LIMITS.commentMax, M.commentTooLong)
    .transform((s) => s.trim())
    .optional()
    .nullable(),
});
export type TRatingRequest = z.input<typeof ZRatingRequest>;

export const ZRating = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when it may be changed. */
  editable_until: z.string(),
});
export type TRating = z.infer<typeof ZRating>;

export const ZRatingResponse = z.object({ success: z.literal(true), message: z.string(), data: ZRating });
export type TRatingResponse = z.infer<typeof ZRatingResponse>;

/** An average as profiles show it: null below 3 ratings. */
export const averageShown = (sum: number, count: number): number | null =>
  count >= RATING_LIMITS.averageFrom ? Math.round((sum / count) * 10) / 10 : null;

/** How a brand behaves, as creators see it on discovery's cards and the Start Creating dialog (issue 23 §4). */
export const ZBrandReliability = z.object({
  /** Median hours from a submission to the brand's decision; null before any decision. */
  median_decision_hours: z.number().nullable(),
  /** Rejections as a share of all the brand's decisions on videos and scripts (0–1); null before any. */
  rejected_share: z.number().nullable(),
  creators_paid: z.number().int(),
  rating: z.number().nullable(),
  ratings_count: z.number().int(),
});
export type TBrandReliability = z.infer<typeof ZBrandReliability>;
