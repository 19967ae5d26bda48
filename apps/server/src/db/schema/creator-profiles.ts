import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type MetricSources, SOCIAL_METRICS_SOURCES } from '@amplio/shared/constants/social-metrics';
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
    /** Issue 23 §2: the creator's switch. Off: out of brands' search and page, and (later) invitations are refused. */
    openToInvitations: boolean('open_to_invitations').notNull().default(true),
    /** Issue 23 §1: languages the creator also makes content in, beside the preferred `language`. */
    extraLanguages: text('extra_languages').array().notNull().default(sql`'{}'::text[]`),
    /** Issue 25: the creator's PAN (AAAAA9999A), optional; shown on their statements. */
    pan: text('pan'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('creator_profiles_username_lower_unique').on(sql`lower(${t.username})`)],
);

export const socialMetricsSourceEnum = pgEnum('social_metrics_source', SOCIAL_METRICS_SOURCES);

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
    /** Spec 3 §3 "Social link" metrics; null until known. */
    followers: integer('followers'),
    following: integer('following'),
    posts: integer('posts'),
    avgViews: integer('avg_views'),
    avgLikes: integer('avg_likes'),
    avgComments: integer('avg_comments'),
    avgShares: integer('avg_shares'),
    avgSaves: integer('avg_saves'),
    /**
     * The least trusted source among the known metrics (self_reported as soon as one was typed); null while there are
     * none. Each metric's own source is in `metricSources`.
     */
    metricsSource: socialMetricsSourceEnum('metrics_source'),
    /** Who supplied each known metric, by the spec's field name: the creator today, a platform API or an OAuth import later. */
    metricSources: jsonb('metric_sources').$type<MetricSources>().notNull().default({}),
    metricsUpdatedAt: timestamp('metrics_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_user_platform_unique').on(t.userId, t.platform),
    index('social_accounts_user_idx').on(t.userId),
    check(
      'social_accounts_metrics_not_negative',
      sql`coalesce(${t.followers}, 0) >= 0 and coalesce(${t.following}, 0) >= 0 and coalesce(${t.posts}, 0) >= 0 and coalesce(${t.avgViews}, 0) >= 0 and coalesce(${t.avgLikes}, 0) >= 0 and coalesce(${t.avgComments}, 0) >= 0 and coalesce(${t.avgShares}, 0) >= 0 and coalesce(${t.avgSaves}, 0) >= 0`,
    ),
  ],
);

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/**
 * One day's metrics of a social account, written whenever its metrics change (the last write of a day wins): the
 * overview's Performance Trends chart reads these. Kept with their source, like the account's own numbers.
 */
export const socialMetricSnapshots = pgTable(
  'social_metric_snapshots',
  {
    socialAccountId: uuid('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    capturedOn: date('captured_on', { mode: 'string' }).notNull(),
    followers: integer('followers'),
    avgViews: integer('avg_views'),
    avgLikes: integer('avg_likes'),
    avgComments: integer('avg_comments'),
    metricsSource: socialMetricsSourceEnum('metrics_source'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_metric_snapshots_account_day_unique').on(t.socialAccountId, t.capturedOn),
    index('social_metric_snapshots_user_day_idx').on(t.userId, t.capturedOn),
  ],
);
export type SocialMetricSnapshotRow = typeof socialMetricSnapshots.$inferSelect;
