import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutMethodEnum } from './payouts';
import { users } from './users';

/**
 * A creator's saved payout method (issue 25): a UPI id or a bank account. Exactly one of a creator's methods is the
 * default while any exist. A withdrawal copies the details onto its payout, so deleting a method never changes a
 * past payout.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: payoutMethodEnum('method').notNull(),
    upiId: text('upi_id'),
    accountNumber: text('account_number'),
    accountHolderName: text('account_holder_name'),
    ifsc: text('ifsc'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payout_methods_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('payout_methods_one_default').on(t.creatorId).where(sql`${t.isDefault}`),
    check(
      'payout_methods_destination_complete',
      sql`(${t.method} = 'upi' and ${t.upiId} is not null) or (${t.method} = 'bank' and ${t.accountNumber} is not null and ${t.ifsc} is not null and ${t.accountHolderName} is not null)`,
    ),
  ],
);
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

/** A brand account's company details for billing (issue 25): legal name, registered address, state, optional GSTIN. */
export const brandCompanies = pgTable('brand_companies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  state: text('state').notNull(),
  gstin: text('gstin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type BrandCompanyRow = typeof brandCompanies.$inferSelect;
