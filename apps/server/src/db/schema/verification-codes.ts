import { integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { VERIFICATION_PURPOSES } from '@amplio/shared/constants/roles';

export const verificationPurposeEnum = pgEnum('verification_purpose', VERIFICATION_PURPOSES);

/** One live code per (e-mail, purpose). A resend replaces it; a use consumes it. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    email: text('email').notNull(),
    purpose: verificationPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
