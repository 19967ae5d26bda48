import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STORED_ALERT_KINDS } from '@amplio/shared/constants/alerts';
import { users } from './users';

export const alertKindEnum = pgEnum('alert_kind', STORED_ALERT_KINDS);

/**
 * An in-app alert for a creator (spec 3 §2.2 "Alerts"): a review decision (campaignUpdates) or a payment event
 * (paymentStatus), written in the transaction of the change it reports. `dedupe_key` makes a re-run job write it once.
 */
export const creatorAlerts = pgTable(
  'creator_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: alertKindEnum('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A path in the app to open, e.g. the content submission page. */
    link: text('link'),
    scriptId: uuid('script_id'),
    payoutId: uuid('payout_id'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('creator_alerts_dedupe_unique').on(t.dedupeKey),
    index('creator_alerts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('creator_alerts_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
export type CreatorAlertRow = typeof creatorAlerts.$inferSelect;
