import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STORED_ALERT_KINDS } from '@amplio/shared/constants/alerts';
import { NOTIFICATION_CATEGORIES } from '@amplio/shared/schemas/notifications';
import { users } from './users';

export const alertKindEnum = pgEnum('alert_kind', STORED_ALERT_KINDS);
export const notificationCategoryEnum = pgEnum('notification_category', NOTIFICATION_CATEGORIES);

/**
 * A notification for a brand or a creator (issue 24 §3), written in the transaction of the change it reports;
 * `dedupe_key` makes a re-run job write it once. `category` is what e-mail preferences are kept by. `kind` is the
 * group of the creator overview's Alerts it belongs to (spec 3 §2.2: paymentStatus or campaignUpdates).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: alertKindEnum('kind').notNull(),
    category: notificationCategoryEnum('category').notNull(),
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
    uniqueIndex('notifications_dedupe_unique').on(t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
