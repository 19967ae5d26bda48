import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const newsletterStatusEnum = pgEnum('newsletter_status', NEWSLETTER_STATUSES);

/**
 * One row per address (compared in lower case). Double opt-in: `pending` until the confirm link is used.
 * Only the SHA-256 of the confirm token is kept; it is cleared once used, so a link works once.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: newsletterStatusEnum('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirm mail went out: the resend throttle and the link's expiry count from here. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(t.confirmTokenHash),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
