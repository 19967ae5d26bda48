import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BILLING_PLANS, BILLING_STATUSES } from '@amplio/shared/constants/billing';
import { users } from './users';

export const billingPlanEnum = pgEnum('billing_plan', BILLING_PLANS);
export const billingStatusEnum = pgEnum('billing_status', BILLING_STATUSES);

/**
 * A brand account's plan (issue 26 §1): one row per brand, created with the 14-day trial when its e-mail is verified.
 * The row is also the lock that keeps a brand within its active-campaign limit: every path that makes a campaign
 * upcoming or active locks it FOR UPDATE (lib/money-locks.ts gives its place in the lock order). Subscriptions
 * (issue 26 §2) add to it: the period, the cancellation, and an operator-set limit and price for Enterprise.
 */
export const brandBilling = pgTable(
  'brand_billing',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: billingPlanEnum('plan').notNull(),
    status: billingStatusEnum('status').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** An operator-set limit on active campaigns (Enterprise); null: the plan's own. */
    campaignLimitOverride: integer('campaign_limit_override'),
    /** An operator-set monthly price before GST, in paise (Enterprise); null: the configured price. */
    pricePaiseOverride: bigint('price_paise_override', { mode: 'bigint' }),
    /** The smallest "days left" of a trial reminder already mailed, so a re-run job never mails twice. */
    trialReminderSentDays: smallint('trial_reminder_sent_days'),
    /** Subscriptions (issue 26 §2, migration 0045, decision 045): the paid period's start, its price before GST. */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    periodPricePaise: bigint('period_price_paise', { mode: 'bigint' }),
    /** A downgrade that takes effect at the period's end. */
    pendingPlan: billingPlanEnum('pending_plan'),
    /** The recurring mandate the brand authorised at its first checkout; renewals are charged to it. */
    mandateProvider: text('mandate_provider'),
    mandateId: text('mandate_id'),
    mandateLabel: text('mandate_label'),
    mandateTestMode: boolean('mandate_test_mode').notNull().default(false),
    /** While past due: when the first charge failed, how many retries ran, and when the next one runs. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    retryCount: smallint('retry_count').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    /** The period end whose pre-debit notice went out, so a re-run job never mails twice. */
    preDebitSentFor: timestamp('pre_debit_sent_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('brand_billing_limit_positive', sql`${t.campaignLimitOverride} is null or ${t.campaignLimitOverride} >= 0`),
    check('brand_billing_price_positive', sql`${t.pricePaiseOverride} is null or ${t.pricePaiseOverride} > 0`),
    check('brand_billing_pending_plan_paid', sql`${t.pendingPlan} is null or ${t.pendingPlan} in ('starter', 'growth')`),
  ],
);

export type BrandBillingRow = typeof brandBilling.$inferSelect;
