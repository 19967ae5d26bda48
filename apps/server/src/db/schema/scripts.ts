import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAX_SCRIPT_REJECTIONS, SCRIPT_CLOSED_REASONS, SCRIPT_STATUSES } from '@amplio/shared/schemas/scripts';
import { brands } from './brand-profiles';
import { campaigns } from './campaigns';
import { users } from './users';

export const scriptStatusEnum = pgEnum('script_status', SCRIPT_STATUSES);
export const scriptClosedReasonEnum = pgEnum('script_closed_reason', SCRIPT_CLOSED_REASONS);

/**
 * A creator's script for a campaign (spec 3 §3 "Script"). Saving it reserves `reserved_paise` from the campaign's
 * escrow (a ledger script_reservation account owned by the script). A script is open until `closed_at` is set
 * (completed, or its reservation refunded); a creator has at most one open script per campaign.
 */
export const scripts = pgTable(
  'scripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    /** The campaign owner's user id, copied from the campaign: the brand's review list reads by it without a join. */
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The platform the price was computed for; null when the creator had no account on the campaign's platforms. */
    platform: text('platform'),
    title: text('title'),
    description: text('description'),
    script: text('script').notNull(),
    status: scriptStatusEnum('status').notNull().default('Script Generated'),
    rejectionCount: integer('rejection_count').notNull().default(0),
    reservedPaise: bigint('reserved_paise', { mode: 'bigint' }).notNull(),
    scriptRejectedRemarks: text('script_rejected_remarks'),
    /** Spec 3 §3 "Submission": the brand's reason for the latest rejection of the video, and of the post link. */
    rejectedRemarks: text('rejected_remarks'),
    rejectedPostRemarks: text('rejected_post_remarks'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    videoPath: text('video_path'),
    /** The sniffed type of the current video (video/mp4, video/webm, video/ogg, video/quicktime): the player's source type. */
    videoMimeType: text('video_mime_type'),
    postLink: text('post_link'),
    /** When the latest video or post link was submitted: the start of the brand's review and of its auto-approval clock. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the latest video was submitted: the payment tracker's "Submitted for review" (a post link leaves it alone). */
    videoSubmittedAt: timestamp('video_submitted_at', { withTimezone: true }),
    /** When the latest post link was submitted. */
    postSubmittedAt: timestamp('post_submitted_at', { withTimezone: true }),
    /** When a submission now In Review is decided for the brand if it stays silent; null when nothing waits. */
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }),
    /**
     * Once the campaign has ended and the next move is the creator's (a post link, or a new video after a rejection):
     * when the script closes and its money goes back to the brand unless the creator acts (the review.creator-deadline
     * job's due time). Null whenever nothing is due from the creator.
     */
    creatorDueAt: timestamp('creator_due_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When the brand completed it and the reservation was released to the creator's wallet. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Issue 28 §1: the campaign approved scripts before filming when this one was saved (later changes leave it alone). */
    scriptApprovalRequired: boolean('script_approval_required').notNull().default(false),
    /** When the brand (or its silence) approved the script before filming. */
    scriptApprovedAt: timestamp('script_approved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: scriptClosedReasonEnum('closed_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scripts_one_open_per_creator_campaign').on(t.creatorId, t.campaignId).where(sql`${t.closedAt} is null`),
    index('scripts_creator_created_idx').on(t.creatorId, t.createdAt.desc(), t.id),
    index('scripts_campaign_idx').on(t.campaignId),
    index('scripts_brand_submitted_idx').on(t.brandUserId, t.submittedAt.desc(), t.id),
    index('scripts_brand_status_submitted_idx').on(t.brandUserId, t.status, t.submittedAt.desc(), t.id),
    check('scripts_reserved_positive', sql`${t.reservedPaise} > 0`),
    check('scripts_rejection_count_range', sql`${t.rejectionCount} between 0 and ${sql.raw(String(MAX_SCRIPT_REJECTIONS))}`),
    check('scripts_completed_closed', sql`${t.status} <> 'Completed' or ${t.closedAt} is not null`),
    check('scripts_closed_with_reason', sql`(${t.closedAt} is null) = (${t.closedReason} is null)`),
  ],
);

export type ScriptRow = typeof scripts.$inferSelect;
