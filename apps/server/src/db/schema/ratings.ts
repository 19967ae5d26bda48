import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { scripts } from './scripts';
import { users } from './users';

export const ratingSideEnum = pgEnum('rating_side', ['brand', 'creator']);

/**
 * One side's rating of the other after a completed collaboration (issue 23 §4): the brand rates the creator
 * (`rater_side` brand) and the creator rates the brand. One per side and script; changeable for 14 days.
 */
export const collaborationRatings = pgTable(
  'collaboration_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    raterSide: ratingSideEnum('rater_side').notNull(),
    raterUserId: uuid('rater_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who is rated: the creator's user id, or the brand owner's. */
    rateeUserId: uuid('ratee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('collaboration_ratings_one_per_side').on(t.scriptId, t.raterSide),
    index('collaboration_ratings_ratee_idx').on(t.rateeUserId, t.raterSide),
    check('collaboration_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export type CollaborationRatingRow = typeof collaborationRatings.$inferSelect;
