import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingPlanEnum } from './billing';
import { users } from './users';

const paise = (name: string) => bigint(name, { mode: 'bigint' });

export const SUBSCRIPTION_CHARGE_KINDS = ['subscribe', 'upgrade', 'renewal', 'retry'] as const;
export type SubscriptionChargeKind = (typeof SUBSCRIPTION_CHARGE_KINDS)[number];
export const SUBSCRIPTION_CHARGE_STATUSES = ['pending', 'captured', 'failed', 'cancelled'] as const;
export type SubscriptionChargeStatus = (typeof SUBSCRIPTION_CHARGE_STATUSES)[number];

/**
 * Every charge of a brand's plan (issue 26 §2, decision 045): the first period at checkout (which also authorises the
 * mandate), an upgrade's prorated difference, a renewal, and each retry of a failed one. Pending until the provider's
 * signed webhook confirms or declines it; once captured its price and GST are on the books (ledger ref type
 * `subscription_charge`) and it has a tax invoice. At most one charge per brand is pending at a time.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: SUBSCRIPTION_CHARGE_KINDS }).notNull(),
    plan: billingPlanEnum('plan').notNull(),
    status: text('status', { enum: SUBSCRIPTION_CHARGE_STATUSES }).notNull(),
    /** The plan's price for the period, before GST. */
    pricePaise: paise('price_paise').notNull(),
    /** An upgrade's credit for the unused part of the old plan's period (decision 045); 0 otherwise. */
    creditPaise: paise('credit_paise').notNull().default(sql`0`),
    /** What is charged before GST: price − credit. */
    amountPaise: paise('amount_paise').notNull(),
    gstBps: integer('gst_bps').notNull(),
    gstPaise: paise('gst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    /** The period the charge pays for (a first charge's is set when it is captured). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** A retry's number (1, 2, 3); 0 for other charges. */
    attempt: smallint('attempt').notNull().default(0),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    mandateId: text('mandate_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_charges_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('subscription_charges_checkout_unique').on(t.provider, t.providerCheckoutId),
    index('subscription_charges_user_idx').on(t.userId, t.createdAt),
    check('subscription_charges_kind_known', sql`${t.kind} in ('subscribe', 'upgrade', 'renewal', 'retry')`),
    check('subscription_charges_status_known', sql`${t.status} in ('pending', 'captured', 'failed', 'cancelled')`),
    check('subscription_charges_plan_paid', sql`${t.plan} in ('starter', 'growth', 'enterprise')`),
    check(
      'subscription_charges_amounts',
      sql`${t.amountPaise} > 0 and ${t.gstPaise} >= 0 and ${t.creditPaise} >= 0 and ${t.amountPaise} = ${t.pricePaise} - ${t.creditPaise} and ${t.totalPaise} = ${t.amountPaise} + ${t.gstPaise}`,
    ),
  ],
);
export type SubscriptionChargeRow = typeof subscriptionCharges.$inferSelect;
export type NewSubscriptionChargeRow = typeof subscriptionCharges.$inferInsert;

/**
 * The sandbox provider's own record of the mandates it issued (a real provider keeps these on its side): the
 * test control that declines the mandate's next charge, so the retry path can be tried (decision 045).
 */
export const sandboxMandates = pgTable('sandbox_mandates', {
  mandateId: text('mandate_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  declineNext: boolean('decline_next').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type SandboxMandateRow = typeof sandboxMandates.$inferSelect;
