import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { scripts } from './scripts';
import { users } from './users';

/**
 * Feedback pinned to a moment (or a range) of one version of a submission's video (issue 28 §3, decision 052).
 * `version` counts the script's uploads (video_renditions rows, oldest first): v1 is the first upload. Times are whole
 * milliseconds. `author_role` keeps who wrote it after an account is anonymised.
 */
export const submissionComments = pgTable(
  'submission_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    atMs: integer('at_ms').notNull(),
    endMs: integer('end_ms'),
    body: text('body').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_comments_script_idx').on(t.scriptId, t.version, t.atMs),
    check('submission_comments_version_positive', sql`${t.version} >= 1`),
    check('submission_comments_at_not_negative', sql`${t.atMs} >= 0`),
    check('submission_comments_range_ordered', sql`${t.endMs} is null or ${t.endMs} > ${t.atMs}`),
    check('submission_comments_author_known', sql`${t.authorRole} in ('brand', 'creator')`),
  ],
);

export type SubmissionCommentRow = typeof submissionComments.$inferSelect;

/** A reply in place under a comment, by the brand or the creator. */
export const submissionCommentReplies = pgTable(
  'submission_comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => submissionComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_comment_replies_comment_idx').on(t.commentId, t.createdAt),
    check('submission_comment_replies_author_known', sql`${t.authorRole} in ('brand', 'creator')`),
  ],
);

export type SubmissionCommentReplyRow = typeof submissionCommentReplies.$inferSelect;
