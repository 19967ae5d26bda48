import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@amplio/shared/constants/roles';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An address the user asked to switch to; the old one keeps working until the mailed code confirms it. */
    pendingEmail: text('pending_email'),
    /** Set when the account was deleted: the row stays, anonymised, for the ledger and invoices (decision 040). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
