import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { users } from './users';

/**
 * A creator's short link for one campaign (issue 27 §2): `/r/{code}` answers 302 to the campaign's destination_url
 * with Amplio's utm parameters. One per creator and campaign, made the first time the creator asks for it.
 */
export const trackedLinks = pgTable(
  'tracked_links',
  {
    code: text('code').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tracked_links_campaign_creator_unique').on(t.campaignId, t.creatorId),
    check('tracked_links_code_shape', sql`${t.code} ~ '^[A-Za-z0-9_-]{8,32}$'`),
  ],
);

/**
 * Clicks per link and UTC day: every node adds its batch (`clicks = clicks + n`), so two nodes sum here. No address,
 * no hash: only counts (decision 049).
 */
export const trackedLinkClicks = pgTable(
  'tracked_link_clicks',
  {
    code: text('code')
      .notNull()
      .references(() => trackedLinks.code, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.day] }),
    check('tracked_link_clicks_counts', sql`${t.clicks} >= 0 and ${t.uniqueClicks} between 0 and ${t.clicks}`),
  ],
);

/**
 * Today's visitors of each link, as salted hashes of address and user agent, so that two nodes agree on who is new.
 * Kept apart from the counts and deleted once their day is over, with the day's salt.
 */
export const trackedLinkVisitors = pgTable(
  'tracked_link_visitors',
  {
    code: text('code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ name: 'tracked_link_visitors_code_day_hash_pk', columns: [t.code, t.day, t.visitorHash] }),
    index('tracked_link_visitors_day_idx').on(t.day),
  ],
);

/** The salt of each UTC day's visitor hashes: random, shared by the nodes, deleted with the day's visitors. */
export const trackedLinkSalts = pgTable('tracked_link_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

export type TrackedLinkRow = typeof trackedLinks.$inferSelect;
