import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PORTFOLIO_LIMITS } from '@amplio/shared/schemas/creator-portfolio';
import { scripts } from './scripts';
import { users } from './users';

/**
 * A piece of work on the creator's page (issue 23 §2), at `position` in the order the creator chose: one of their
 * completed videos (`script_id`), or a link to other work (`title`, `url`). Whether a video still qualifies (completed,
 * usage rights that let the creator show it) is read every time the page is, never stored here.
 */
export const creatorPortfolioItems = pgTable(
  'creator_portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    scriptId: uuid('script_id').references(() => scripts.id, { onDelete: 'cascade' }),
    title: text('title'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('creator_portfolio_items_position_unique').on(t.creatorId, t.position),
    unique('creator_portfolio_items_script_unique').on(t.creatorId, t.scriptId),
    check('creator_portfolio_items_one_kind', sql`(${t.scriptId} is null) <> (${t.url} is null)`),
    check('creator_portfolio_items_link_titled', sql`${t.url} is null or ${t.title} is not null`),
    check(
      'creator_portfolio_items_position_range',
      sql`${t.position} between 0 and ${sql.raw(String(PORTFOLIO_LIMITS.videosMax + PORTFOLIO_LIMITS.linksMax - 1))}`,
    ),
  ],
);

export type CreatorPortfolioItemRow = typeof creatorPortfolioItems.$inferSelect;
