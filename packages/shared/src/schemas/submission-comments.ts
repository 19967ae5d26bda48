import { z } from 'zod';

/**
 * Issue 28 §3, decision 052: feedback pinned to a moment (or a range) of one version of a submission's video.
 * A submission is named by its script's id, as the brand's review list names it. Times are seconds with at most
 * millisecond precision; they are stored as whole milliseconds.
 */
export const COMMENT_LIMITS = {
  bodyMax: 2_000,
  /** No video is longer than a day; this only keeps absurd numbers out of the database. */
  secondsMax: 24 * 60 * 60,
} as const;

export const COMMENT_AUTHORS = ['brand', 'creator'] as const;
export type CommentAuthor = (typeof COMMENT_AUTHORS)[number];

export const COMMENT_MESSAGES = {
  bodyRequired: 'Write the comment first.',
  bodyTooLong: `A comment can be at most ${COMMENT_LIMITS.bodyMax.toLocaleString('en-IN')} characters.`,
  replyRequired: 'Write the reply first.',
  replyTooLong: `A reply can be at most ${COMMENT_LIMITS.bodyMax.toLocaleString('en-IN')} characters.`,
  versionInvalid: 'Choose the version of the video, as a whole number from 1.',
  versionUnknown: (version: number) => `This submission has no version ${version} of its video.`,
  atInvalid: 'The time must be a number of seconds from 0, with at most three decimals.',
  endInvalid: 'The end of the range must be a number of seconds with at most three decimals.',
  endBeforeStart: 'The end of the range must come after its start.',
  beyondDuration: (duration: string) => `The time is past the end of the video (${duration}).`,
  notFound: 'Submission not found.',
  commentNotFound: 'Comment not found.',
  added: 'Comment added',
  replied: 'Reply added',
  resolved: 'Comment resolved',
  // The web's words.
  heading: 'Feedback',
  loading: 'Loading comments…',
  loadFailed: 'Could not load the comments.',
  versionsFailed: 'Could not load the versions of this video.',
  emptyBrand: 'No comments on this version yet. Pause the video where you want a change and comment on that moment.',
  emptyCreator: 'No comments on this version yet.',
  noVideo: 'No video has been uploaded yet.',
  retry: 'Try again',
  openComments: (n: number) => (n === 1 ? '1 open comment' : `${n} open comments`),
  appendOpen: (n: number) => (n === 1 ? 'Add the open comment' : `Add the ${n} open comments`),
  appendedHeading: 'Comments on the video:',
  appendedOpen: (n: number) => (n === 1 ? 'Open comment added' : `${n} open comments added`),
} as const;

/** m:ss.t or h:mm:ss: how a comment's moment is written (0:04, 1:02.5). */
export function formatCommentTime(seconds: number): string {
  const whole = Math.floor(Math.max(0, seconds));
  const tenths = Math.floor((Math.max(0, seconds) - whole) * 10 + 1e-6);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const base = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return tenths > 0 ? `${base}.${tenths}` : base;
}

/** At most three decimals: 1.5 and 1.234 are fine, 1.2345 is not. */
const hasMillisecondPrecision = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

const seconds = (message: string) =>
  z
    .number({ error: message })
    .finite({ error: message })
    .min(0, { error: message })
    .max(COMMENT_LIMITS.secondsMax, { error: message })
    .refine(hasMillisecondPrecision, { error: message });

const body = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(COMMENT_LIMITS.bodyMax * 4, { error: tooLong })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: required }).max(COMMENT_LIMITS.bodyMax, { error: tooLong }));

export const ZCreateCommentRequest = z
  .object({
    version: z.number({ error: COMMENT_MESSAGES.versionInvalid }).int({ error: COMMENT_MESSAGES.versionInvalid }).min(1, {
      error: COMMENT_MESSAGES.versionInvalid,
    }),
    at_seconds: seconds(COMMENT_MESSAGES.atInvalid),
    end_seconds: seconds(COMMENT_MESSAGES.endInvalid).nullish(),
    body: body(COMMENT_MESSAGES.bodyRequired, COMMENT_MESSAGES.bodyTooLong),
  })
  .refine((b) => b.end_seconds == null || b.end_seconds > b.at_seconds, {
    path: ['end_seconds'],
    error: COMMENT_MESSAGES.endBeforeStart,
  });
export type TCreateCommentRequest = z.input<typeof ZCreateCommentRequest>;

export const ZReplyRequest = z.object({ body: body(COMMENT_MESSAGES.replyRequired, COMMENT_MESSAGES.replyTooLong) });
export type TReplyRequest = z.input<typeof ZReplyRequest>;

export const ZSubmissionIdParams = z.object({ id: z.string().max(64) });
export const ZCommentsQuery = z.object({ version: z.string().max(12).optional() });

export const ZCommentReply = z.object({
  id: z.string(),
  body: z.string(),
  author: z.enum(COMMENT_AUTHORS),
  created_at: z.string(),
});
export type TCommentReply = z.infer<typeof ZCommentReply>;

export const ZSubmissionComment = z.object({
  id: z.string(),
  version: z.number().int(),
  at_seconds: z.number(),
  end_seconds: z.number().nullable(),
  body: z.string(),
  author: z.enum(COMMENT_AUTHORS),
  resolved: z.boolean(),
  replies: z.array(ZCommentReply),
  created_at: z.string(),
});
export type TSubmissionComment = z.infer<typeof ZSubmissionComment>;

export const ZCommentsResponse = z.object({ success: z.literal(true), data: z.array(ZSubmissionComment) });
export type TCommentsResponse = z.infer<typeof ZCommentsResponse>;
export const ZCommentResponse = z.object({ success: z.literal(true), message: z.string(), data: ZSubmissionComment });
export type TCommentResponse = z.infer<typeof ZCommentResponse>;

/** One uploaded video of a submission: v1 is the first upload, each upload after a rejection the next. */
export const ZSubmissionVersion = z.object({
  version: z.number().int(),
  /** The original as uploaded (/api/files/{id}, HTTP Range); readable by the creator and the campaign's brand. */
  file_url: z.string(),
  mime_type: z.string(),
  /** The processed copy that plays in every browser; null until processed. */
  rendition_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  uploaded_at: z.string(),
  /** The submission's video now (the latest upload). */
  current: z.boolean(),
  open_comments: z.number().int(),
});
export type TSubmissionVersion = z.infer<typeof ZSubmissionVersion>;
export const ZVersionsResponse = z.object({ success: z.literal(true), data: z.array(ZSubmissionVersion) });
export type TVersionsResponse = z.infer<typeof ZVersionsResponse>;
