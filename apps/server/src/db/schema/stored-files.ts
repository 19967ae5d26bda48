import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FILE_PURPOSES } from '@amplio/shared/constants/files';
import { users } from './users';

export const filePurposeEnum = pgEnum('file_purpose', FILE_PURPOSES);

/**
 * An uploaded file: the bytes live in storage under a server-generated key, this row says whose they are.
 * A registration upload has no owner yet; it belongs to the visitor's session (by the session id's hash)
 * until the account is created and claims it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // restrict: deleting a user with files fails, so only deleteAccountsWithFiles (features/files/account-files.ts),
    // which deletes the rows and then the bytes, can delete accounts; a cascade would drop rows and leak the bytes.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    registrationSessionHash: text('registration_session_hash'),
    purpose: filePurposeEnum('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerUserId),
    index('stored_files_registration_session_idx').on(t.registrationSessionHash),
    check('stored_files_has_owner', sql`${t.ownerUserId} is not null or ${t.registrationSessionHash} is not null`),
    check('stored_files_size_not_negative', sql`${t.sizeBytes} >= 0`),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
