import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { socialMetricsSourceEnum } from './creator-profiles';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per creator for brands' creator search (issue 23 §1), kept current by triggers on creator_profiles and
 * social_accounts (migration 0020), so every writer (the wizard, profile edits, metrics, the seeds) updates it in its
 * own transaction. Only what a brand may see or filter on: never e-mail, phone, address lines or postal code; the date
 * of birth is here for the age filter and is never returned. Decision 037.
 */
export const creatorSearch = pgTable(
  'creator_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull(),
    profilePhotoFileId: uuid('profile_photo_file_id'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    categories: text('categories').array().notNull(),
    languages: text('languages').array().notNull(),
    contentType: text('content_type').notNull(),
    audienceSize: text('audience_size').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    openToInvitations: boolean('open_to_invitations').notNull().default(true),
    /** The account's e-mail is verified: kept by a trigger on users (migration 0035), so search needs no join. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** What search may show: open to invitations and verified. Every search reads only these rows. */
    listed: boolean('listed').notNull().generatedAlwaysAs(sql`open_to_invitations and email_verified`),
    /**
     * Every equality filter as one tag (`city:mumbai`, `lang:hindi`, `cat:fitness`, `p:instagram`, and each account's
     * follower band `p:instagram:f4` for 10,000–99,999), so one GIN bitmap answers them all together and narrows a
     * followers range before a row is read. Built by creator_search_tags (migration 0035); decision 037.
     */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The creator_search_platforms rows the filters read (platform, followers, avg_views, engagement_rate,
     * metrics_source, formula_price_paise), copied onto the search row as a JSON array, so a platform filter reads the
     * row it already holds instead of probing another table for each match (migration 0037).
     */
    platformMetrics: jsonb('platform_metrics').notNull().default(sql`'[]'::jsonb`),
    /** Name and username weighted A, the bio B, in the `simple` configuration (names are not English words). */
    document: tsvector('document').notNull(),
    /** lower(name username): the trigram index's text, for typos. */
    nameText: text('name_text').notNull(),
    /** The largest follower count and engagement rate over the creator's accounts: the sorts without a platform. */
    topFollowers: integer('top_followers').notNull().default(0),
    topEngagement: numeric('top_engagement', { precision: 14, scale: 2 }).notNull().default('0'),
    completedCollaborations: integer('completed_collaborations').notNull().default(0),
    /** Percent of completed collaborations posted before their due time; null before the first. */
    onTimeRate: numeric('on_time_rate', { precision: 5, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('creator_search_document_idx').using('gin', t.document),
    index('creator_search_tags_idx').using('gin', t.tags).where(sql`${t.listed}`),
    index('creator_search_name_trgm_idx').using('gin', sql`${t.nameText} gin_trgm_ops`),
    index('creator_search_categories_idx').using('gin', t.categories),
    index('creator_search_languages_idx').using('gin', t.languages),
    index('creator_search_place_idx').on(t.country, t.state, t.city),
    index('creator_search_newest_idx').on(t.createdAt, t.userId),
    index('creator_search_followers_idx').on(t.topFollowers, t.userId),
    index('creator_search_engagement_idx').on(t.topEngagement, t.userId),
    index('creator_search_on_time_idx').on(sql`coalesce(${t.onTimeRate}, -1)`, t.userId),
  ],
);

/** One row per creator and platform: the metrics brands filter, sort and facet on. */
export const creatorSearchPlatforms = pgTable(
  'creator_search_platforms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => creatorSearch.userId, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    followers: integer('followers'),
    avgViews: integer('avg_views'),
    /**
     * Spec 3 §9: (avg_likes + avg_comments) / followers × 100, two decimals, 0.00 without followers. Wide enough for
     * any two int4 counts over one follower (migration 0026: a 9-digit column refused the creator's own save).
     */
    engagementRate: numeric('engagement_rate', { precision: 14, scale: 2 }).notNull(),
    metricsSource: socialMetricsSourceEnum('metrics_source'),
    metricsUpdatedAt: timestamp('metrics_updated_at', { withTimezone: true }),
    /**
     * The creator's price from their metrics, in paise, before a campaign's cap: spec 3 §9's formula, computed by
     * creator_formula_price (migration 0022) to match computeDynamicPrice. Null without a follower count, where a
     * campaign pays its compensation. A campaign's price is least(coalesce(this, compensation), cap).
     */
    formulaPricePaise: bigint('formula_price_paise', { mode: 'bigint' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    index('creator_search_platforms_followers_idx').on(t.platform, t.followers),
    // "Price, lowest first" walks each platform's rows in price order, ties by user id descending (cheapest-first.ts),
    // and the rows without a formula price or over a cap by user id descending.
    index('creator_search_platforms_price_idx').on(t.platform, t.formulaPricePaise, t.userId.desc().nullsFirst()),
    index('creator_search_platforms_platform_user_idx').on(t.platform, t.userId.desc().nullsFirst()),
    // The accounts without a formula price (no follower count), walked apart: one row in 25, too few to find by filtering.
    index('creator_search_platforms_unpriced_idx').on(t.platform, t.userId.desc().nullsFirst()).where(sql`${t.formulaPricePaise} is null`),
  ],
);

export type CreatorSearchRow = typeof creatorSearch.$inferSelect;
export type CreatorSearchPlatformRow = typeof creatorSearchPlatforms.$inferSelect;
