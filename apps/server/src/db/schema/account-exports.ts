import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Issue 25 §1: "Export my data". A pg-boss job fills the two storage keys; the mailed link is signed and lasts 24 h. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jsonKey: text('json_key'),
    csvKey: text('csv_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.requestedAt)],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
