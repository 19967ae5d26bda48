import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const REGISTRATION_KINDS = ['brand', 'creator'] as const;
export const registrationKindEnum = pgEnum('registration_kind', REGISTRATION_KINDS);

/**
 * A registration in progress, tied to the visitor's session (by the session id's hash) so a reload or a
 * second tab resumes it. The password is kept only as an argon2 hash; the account is created at the end.
 */
export const registrationDrafts = pgTable(
  'registration_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: registrationKindEnum('kind').notNull(),
    sessionHash: text('session_hash').notNull(),
    email: text('email'),
    stepReached: integer('step_reached').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('registration_drafts_kind_session_unique').on(t.kind, t.sessionHash),
    index('registration_drafts_expires_idx').on(t.expiresAt),
  ],
);

export type RegistrationDraftRow = typeof registrationDrafts.$inferSelect;
