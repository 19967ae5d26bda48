import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 26 §2: a brand's request to talk to sales about Enterprise, listed in the operator console. The account it
 * came from is kept (null once that account is deleted), so an operator can put that account on Enterprise.
 */
export const salesLeads = pgTable(
  'sales_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    monthlyCampaigns: integer('monthly_campaigns').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sales_leads_campaigns_positive', sql`${t.monthlyCampaigns} > 0`), index('sales_leads_created_at_idx').on(t.createdAt)],
);

export type SalesLeadRow = typeof salesLeads.$inferSelect;
