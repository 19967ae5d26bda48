import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The company behind a brand account, written with the account in the registration's final step. */
export const brandProfiles = pgTable('brand_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  website: text('website').notNull(),
  industry: text('industry').notNull(),
  companySize: text('company_size').notNull(),
  jobTitle: text('job_title').notNull(),
  phone: text('phone').notNull(),
  objectives: text('objectives').array().notNull(),
  objectiveOtherText: text('objective_other_text'),
  budget: text('budget').notNull(),
  additionalInfo: text('additional_info'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BrandProfileRow = typeof brandProfiles.$inferSelect;
