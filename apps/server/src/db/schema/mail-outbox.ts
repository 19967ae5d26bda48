import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

/** Transactional outbox: a row and its mail.send job are written in the same transaction as the change that causes the mail. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: created_at comes from the app clock and can tie, this cannot. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra message headers, e.g. List-Unsubscribe on newsletter mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: mailStatusEnum('status').notNull().default('pending'),
    /** Sends tried; retries and their backoff are the mail.send job's (see lib/jobs). */
    attempts: integer('attempts').notNull().default(0),
    /** While 'sending': the claim of the worker sending it; past it, a crashed worker's row can be taken back. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
