import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { storedFiles } from './stored-files';

export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    language: text('language').notNull(),
    bio: text('bio').notNull(),
    /** A stored_files id; the photo is served through the authorised files route. */
    profilePhotoFileId: uuid('profile_photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    address1: text('address1').notNull(),
    address2: text('address2'),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    timezone: text('timezone').notNull(),
    categories: text('categories').array().notNull(),
    contentType: text('content_type').notNull(),
    audienceSize: text('audience_size').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('creator_profiles_username_lower_unique').on(sql`lower(${t.username})`)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    audienceRange: text('audience_range'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_accounts_user_platform_unique').on(t.userId, t.platform), index('social_accounts_user_idx').on(t.userId)],
);

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
