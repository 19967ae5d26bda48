/**
 * Post metrics with proof (issue 27 §1). The same tuples feed the database enums of post_metric_reports.
 */

/** Where a number came from: the creator's report with a screenshot, Amplio's own link clicks, or a verified platform API later. */
export const POST_METRIC_SOURCES = ['self_reported_with_proof', 'tracked', 'platform_api'] as const;
export type PostMetricSource = (typeof POST_METRIC_SOURCES)[number];

/** A report waits for the brand (`pending`), is accepted, or is questioned with a reason until the creator answers with a new one. */
export const POST_METRIC_STATUSES = ['pending', 'accepted', 'questioned'] as const;
export type PostMetricStatus = (typeof POST_METRIC_STATUSES)[number];

/** Reports are due this many days after the collaboration's completion (the post link accepted). */
export const POST_METRIC_CHECKPOINT_DAYS = [1, 7, 30] as const;
export type PostMetricCheckpointDay = (typeof POST_METRIC_CHECKPOINT_DAYS)[number];

/** The counts a report carries; `reach` is optional (not every platform shows it). */
export const POST_METRIC_FIELDS = ['views', 'likes', 'comments', 'shares', 'saves', 'reach'] as const;
export type PostMetricField = (typeof POST_METRIC_FIELDS)[number];

/** Ten billion: above any single post's count on any platform, far below a JavaScript safe integer. */
export const POST_METRIC_MAX_COUNT = 10_000_000_000;

/** The proof screenshot: JPEG, PNG or WebP by magic bytes, at most 5 MB. */
export const POST_METRIC_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const POST_METRIC_PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The brand's reason for questioning a report. */
export const POST_METRIC_QUESTION_MAX_LENGTH = 500;
