import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './stored-files';
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

/**
 * A brand the account runs (spec 3 §2.3 "Brand Profiles"): one account may run several. Registration creates the
 * first from the company above; campaigns belong to one of these.
 */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    website: text('website'),
    industry: text('industry').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brands_user_idx').on(t.userId, t.createdAt)],
);

export type BrandRow = typeof brands.$inferSelect;
