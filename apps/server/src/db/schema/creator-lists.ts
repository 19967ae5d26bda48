import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A brand's saved list of creators (issue 23 §3), private to the brand account that made it. */
export const creatorLists = pgTable(
  'creator_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('creator_lists_brand_name_unique').on(t.brandUserId, sql`lower(${t.name})`),
    index('creator_lists_brand_created_idx').on(t.brandUserId, t.createdAt),
  ],
);

export const creatorListMembers = pgTable(
  'creator_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => creatorLists.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.creatorId] }), index('creator_list_members_creator_idx').on(t.creatorId)],
);

export type CreatorListRow = typeof creatorLists.$inferSelect;
