import { z } from 'zod';
import {
  POST_METRIC_CHECKPOINT_DAYS,
  POST_METRIC_MAX_COUNT,
  POST_METRIC_QUESTION_MAX_LENGTH,
  POST_METRIC_SOURCES,
  POST_METRIC_STATUSES,
  type PostMetricField,
} from '../constants/post-metrics';

/** How each count is named in messages and on screen. */
export const POST_METRIC_LABELS: Record<PostMetricField, string> = {
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
  reach: 'Reach',
};

const MAX_TEXT = POST_METRIC_MAX_COUNT.toLocaleString('en-IN');

/** Every message the post-metrics routes answer with, exactly as the user sees it. */
export const POST_METRIC_MESSAGES = {
  scriptNotFound: 'Script not found.',
  reportNotFound: 'Report not found.',
  notCompleted: 'You can report your post’s numbers once the brand has accepted your post link.',
  alreadyReported: 'You have already sent the numbers for this report. The next one opens when it is due.',
  countRequired: (field: PostMetricField) => `Enter the number of ${POST_METRIC_LABELS[field].toLowerCase()}.`,
  countInvalid: (field: PostMetricField) => `${POST_METRIC_LABELS[field]} must be a whole number, 0 or more.`,
  countTooLarge: (field: PostMetricField) => `${POST_METRIC_LABELS[field]} can be at most ${MAX_TEXT}.`,
  proofRequired: 'Add a screenshot of your post’s numbers as proof.',
  proofWrongType: 'The proof must be a JPEG, PNG or WebP image.',
  proofTooLarge: 'The proof image must be 5 MB or smaller.',
  reported: 'Thanks! Your numbers are with the brand.',
  accepted: 'Report accepted.',
  questioned: 'Your question was sent to the creator.',
  alreadyAccepted: 'This report is already accepted.',
  alreadyQuestioned: 'This report is already questioned. Wait for the creator’s answer.',
  reasonRequired: 'Say what looks wrong with these numbers.',
  reasonTooLong: `Keep the reason to ${POST_METRIC_QUESTION_MAX_LENGTH} characters or fewer.`,
} as const;

/** The in-app and e-mail notices of post metrics. */
export const POST_METRIC_NOTICES = {
  due: (product: string, day: number) => ({
    title: `Your day-${day} numbers for ${product} are due`,
    message: `Report your post’s views, likes, comments, shares and saves with a screenshot as proof. The brand sees them in its campaign report.`,
  }),
  questioned: (product: string, reason: string) => ({
    title: `The brand questioned your numbers for ${product}`,
    message: `“${reason}” Send a corrected report with a new screenshot.`,
  }),
} as const;

/** How a report stands with the brand: a questioned report the creator has answered is `corrected`. */
export const POST_METRIC_REVIEW_STATES = ['pending', 'accepted', 'questioned', 'corrected'] as const;
export type PostMetricReviewState = (typeof POST_METRIC_REVIEW_STATES)[number];

export const ZPostMetricReport = z.object({
  id: z.string(),
  script_id: z.string(),
  checkpoint_day: z.number().int(),
  source: z.enum(POST_METRIC_SOURCES),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  saves: z.number().int(),
  reach: z.number().int().nullable(),
  /** /api/files/{id}: the creator and the campaign's brand may read it. */
  proof_url: z.string().nullable(),
  status: z.enum(POST_METRIC_STATUSES),
  review_state: z.enum(POST_METRIC_REVIEW_STATES),
  question_reason: z.string().nullable(),
  questioned_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  answers_report_id: z.string().nullable(),
  reported_at: z.string(),
});
export type TPostMetricReport = z.infer<typeof ZPostMetricReport>;

export const ZPostMetricCheckpoint = z.object({
  day: z.union(POST_METRIC_CHECKPOINT_DAYS.map((d) => z.literal(d))),
  due_at: z.string(),
  state: z.enum(['reported', 'overdue', 'upcoming']),
});
export type TPostMetricCheckpoint = z.infer<typeof ZPostMetricCheckpoint>;

/** The numbers that count (the latest accepted or unquestioned report), with where they came from. */
export const ZPostMetricTotals = z.object({
  report_id: z.string(),
  source: z.enum(POST_METRIC_SOURCES),
  reported_at: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  saves: z.number().int(),
  reach: z.number().int().nullable(),
  /** Spec 3 §9: likes ÷ max(views, 1) × 100, rounded, at most 100. */
  engagement: z.number().int(),
});

/** GET /api/creator/scripts/{id}/post-metrics and GET /api/brands/scripts/{id}/post-metrics. */
export const ZPostMetricsOverview = z.object({
  script_id: z.string(),
  completed_at: z.string().nullable(),
  /** Whether the creator may send a report now (a new checkpoint, or the answer to a question). */
  can_report: z.boolean(),
  /** The checkpoint a report sent now counts for; null before completion. */
  next_checkpoint_day: z.number().int().nullable(),
  checkpoints: z.array(ZPostMetricCheckpoint),
  /** Days of the checkpoints due with no report: what the brand sees as overdue. */
  overdue_days: z.array(z.number().int()),
  current: ZPostMetricTotals.nullable(),
  /** Newest first. */
  reports: z.array(ZPostMetricReport),
});
export type TPostMetricsOverview = z.infer<typeof ZPostMetricsOverview>;

export const ZPostMetricsResponse = z.object({ success: z.literal(true), data: ZPostMetricsOverview });
export type TPostMetricsResponse = z.infer<typeof ZPostMetricsResponse>;

export const ZPostMetricReportResponse = z.object({ success: z.literal(true), message: z.string(), data: ZPostMetricReport });
export type TPostMetricReportResponse = z.infer<typeof ZPostMetricReportResponse>;

export const ZPostMetricIdParams = z.object({ id: z.string().max(64) });

/** POST /api/brands/post-metrics/{id}/question. */
export const ZQuestionPostMetricRequest = z.object({
  reason: z
    .string({ error: POST_METRIC_MESSAGES.reasonRequired })
    .trim()
    .min(1, POST_METRIC_MESSAGES.reasonRequired)
    .max(POST_METRIC_QUESTION_MAX_LENGTH, POST_METRIC_MESSAGES.reasonTooLong),
});
export type TQuestionPostMetricRequest = z.input<typeof ZQuestionPostMetricRequest>;
