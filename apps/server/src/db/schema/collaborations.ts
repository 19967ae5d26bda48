import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COLLABORATION_KINDS, COLLABORATION_STATUSES } from '@amplio/shared/schemas/collaborations';
import { campaigns } from './campaigns';
import { users } from './users';

export const collaborationKindEnum = pgEnum('collaboration_kind', COLLABORATION_KINDS);
export const collaborationStatusEnum = pgEnum('collaboration_status', COLLABORATION_STATUSES);

/**
 * An invitation (brand → creator) or application (creator → brand) to work on a campaign (issue 23 §3). Accepting one
 * holds `price_paise` from the campaign's escrow in a ledger script_reservation account owned by this row's id; the
 * creator's script is then saved under the same id, so the hold becomes the script's reservation without moving money
 * again (decision 038). `script_id` is set once that happens.
 */
export const collaborations = pgTable(
  'collaborations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: collaborationKindEnum('kind').notNull(),
    status: collaborationStatusEnum('status').notNull().default('pending'),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    /** The campaign owner's user id, copied from the campaign, so the brand's reads need no join. */
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    platform: text('platform').notNull(),
    pricePaise: bigint('price_paise', { mode: 'bigint' }).notNull(),
    /** The brand's invitation message or the creator's pitch. */
    message: text('message'),
    declineReason: text('decline_reason'),
    scriptId: uuid('script_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Accepted and still waiting for the script: the hold returns to escrow at this time. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live offer per creator and campaign: waiting for an answer, or accepted and waiting for the script.
    uniqueIndex('collaborations_one_live_per_creator_campaign')
      .on(t.campaignId, t.creatorId)
      .where(sql`${t.status} = 'pending' or (${t.status} = 'accepted' and ${t.scriptId} is null)`),
    index('collaborations_campaign_created_idx').on(t.campaignId, t.createdAt),
    index('collaborations_creator_created_idx').on(t.creatorId, t.createdAt),
    index('collaborations_due_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('collaborations_hold_due_idx').on(t.holdUntil).where(sql`${t.status} = 'accepted' and ${t.scriptId} is null`),
    check('collaborations_price_positive', sql`${t.pricePaise} > 0`),
    check('collaborations_script_only_when_accepted', sql`${t.scriptId} is null or ${t.status} = 'accepted'`),
  ],
);

export type CollaborationRow = typeof collaborations.$inferSelect;
