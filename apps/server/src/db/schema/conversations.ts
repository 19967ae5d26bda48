import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONVERSATION_OPENERS, MESSAGE_SENDERS } from '@amplio/shared/schemas/conversations';
import { campaigns } from './campaigns';
import { storedFiles } from './stored-files';
import { users } from './users';

export const conversationOpenerEnum = pgEnum('conversation_opener', CONVERSATION_OPENERS);
export const messageSenderEnum = pgEnum('message_sender', MESSAGE_SENDERS);
export const participantSideEnum = pgEnum('participant_side', ['brand', 'creator']);

/**
 * One conversation per campaign and creator (issue 24 §1), between the campaign's brand account and the creator.
 * `reported_at` is set once a participant reports one of its messages: only then may operators read it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedBy: conversationOpenerEnum('opened_by').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('conversations_one_per_campaign_creator').on(t.campaignId, t.creatorId)],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Each participant's side of a conversation: what they have read and how many of the other side's messages they
 * have not, kept in the transaction that adds a message or reads one, so the list and the badge need no count.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: participantSideEnum('side').notNull(),
    /** Copied from the conversation, so a user's list is one index walk, newest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    unreadCount: bigint('unread_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_recent_idx').on(t.userId, t.lastMessageAt.desc(), t.conversationId),
    index('conversation_participants_user_unread_idx').on(t.userId).where(sql`${t.unreadCount} > 0`),
    check('conversation_participants_unread_not_negative', sql`${t.unreadCount} >= 0`),
  ],
);

/**
 * Each user's totals over their conversations: how many, and how many messages are unread. Kept by triggers on
 * conversation_participants (migration 0033) in the transaction that changes a participant, so the list's page count
 * and the badge read one row however many conversations a brand has.
 */
export const conversationInboxes = pgTable(
  'conversation_inboxes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversations: bigint('conversations', { mode: 'number' }).notNull().default(0),
    unread: bigint('unread', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('conversation_inboxes_not_negative', sql`${t.conversations} >= 0 and ${t.unread} >= 0`)],
);

/**
 * A message. `seq` orders a conversation and counts what is unread. When contact details were hidden from the
 * recipient (no money held for the pair yet), `masked_body` is what the recipient reads; the sender reads `body`.
 * System messages record a status change; `dedupe_key` makes each one once.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: messageSenderEnum('sender').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    maskedBody: text('masked_body'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversation_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('conversation_messages_dedupe_unique').on(t.dedupeKey),
    check('conversation_messages_body_length', sql`char_length(${t.body}) <= 6000`),
    check('conversation_messages_system_has_no_sender', sql`(${t.sender} = 'system') = (${t.senderUserId} is null)`),
  ],
);
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/** A file attached to a message, stored through the storage interface and served by the authorised files route. */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [index('conversation_attachments_message_idx').on(t.messageId)],
);

/** A participant's report of one message: puts the conversation in the operators' queue. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterSide: participantSideEnum('reporter_side').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_reports_once_per_reporter').on(t.messageId, t.reporterUserId),
    index('message_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * What a user's event stream carries (issue 24 §2), one row per recipient, written in the transaction of the change:
 * a NOTIFY on insert tells every node at commit, and a reconnecting stream replays what it missed from here.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_id_idx').on(t.userId, t.id), index('user_events_created_idx').on(t.createdAt)],
);
export type UserEventRow = typeof userEvents.$inferSelect;

/** E-mail per notification category; a category listed here is off (everything is on by default). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOff: text('email_off').array().notNull().default(sql`'{}'::text[]`),
  /** When the last digest of unread messages went out: at most one every 15 minutes. */
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
