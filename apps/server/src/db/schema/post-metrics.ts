import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { POST_METRIC_MAX_COUNT, POST_METRIC_SOURCES, POST_METRIC_STATUSES } from '@amplio/shared/constants/post-metrics';
import { campaigns } from './campaigns';
import { scripts } from './scripts';
import { storedFiles } from './stored-files';
import { users } from './users';

export const postMetricSourceEnum = pgEnum('post_metric_source', POST_METRIC_SOURCES);
export const postMetricStatusEnum = pgEnum('post_metric_status', POST_METRIC_STATUSES);

const MAX = sql.raw(String(POST_METRIC_MAX_COUNT));

/**
 * One report of a completed collaboration's post numbers (issue 27 §1, decision 048). Every number in the row shares
 * its `source` and its time (`reported_at`). A report is never edited: the brand accepts or questions it, and the
 * creator answers a question with a new report (`answers_report_id`). At most one report per script and checkpoint
 * is live (not questioned), which also turns a double submission into a conflict.
 */
export const postMetricReports = pgTable(
  'post_metric_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'restrict' }),
    /** Copied from the script, so a campaign's report reads by it without a join. */
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The campaign owner's user id, copied from the script. */
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Which due report this is: 1, 7 or 30 days after the script's completion. */
    checkpointDay: smallint('checkpoint_day').notNull(),
    source: postMetricSourceEnum('source').notNull().default('self_reported_with_proof'),
    views: bigint('views', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    saves: bigint('saves', { mode: 'number' }).notNull(),
    /** Null where the platform does not show reach. */
    reach: bigint('reach', { mode: 'number' }),
    /** The screenshot: required for self-reported numbers. Restrict: an erased account keeps the proof of delivered work. */
    proofFileId: uuid('proof_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    status: postMetricStatusEnum('status').notNull().default('pending'),
    questionReason: text('question_reason'),
    questionedAt: timestamp('questioned_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The questioned report this one answers (the creator's correction). */
    answersReportId: uuid('answers_report_id').references((): AnyPgColumn => postMetricReports.id, { onDelete: 'restrict' }),
    /** When the numbers were reported: the time every number of the row carries. */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_metric_reports_one_live_per_checkpoint').on(t.scriptId, t.checkpointDay).where(sql`${t.status} <> 'questioned'`),
    uniqueIndex('post_metric_reports_one_answer').on(t.answersReportId),
    index('post_metric_reports_script_reported_idx').on(t.scriptId, t.reportedAt.desc(), t.id),
    index('post_metric_reports_campaign_reported_idx').on(t.campaignId, t.reportedAt, t.id),
    index('post_metric_reports_brand_status_idx').on(t.brandUserId, t.status),
    check('post_metric_reports_checkpoint_day', sql`${t.checkpointDay} in (1, 7, 30)`),
    check(
      'post_metric_reports_counts_range',
      sql`${t.views} between 0 and ${MAX} and ${t.likes} between 0 and ${MAX} and ${t.comments} between 0 and ${MAX} and ${t.shares} between 0 and ${MAX} and ${t.saves} between 0 and ${MAX} and (${t.reach} is null or ${t.reach} between 0 and ${MAX})`,
    ),
    check('post_metric_reports_proof_when_self_reported', sql`${t.source} <> 'self_reported_with_proof' or ${t.proofFileId} is not null`),
    check(
      'post_metric_reports_questioned_with_reason',
      sql`(${t.status} = 'questioned') = (${t.questionReason} is not null and ${t.questionedAt} is not null)`,
    ),
    check('post_metric_reports_accepted_at', sql`(${t.status} = 'accepted') = (${t.acceptedAt} is not null)`),
  ],
);

export type PostMetricReportRow = typeof postMetricReports.$inferSelect;
