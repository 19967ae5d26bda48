/**
 * Brand plans (spec 1 §1 and §9, issue 26): the 14-day trial with Growth's limits, Starter and Growth with their
 * active-campaign limits, and Enterprise without one. Dollar prices are the spec's marketing prices; the rupee prices
 * are what an Indian brand is charged (before GST), configuration with these defaults.
 */
export const BILLING_PLANS = ['trial', 'starter', 'growth', 'enterprise', 'none'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export const BILLING_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'lapsed'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** The plans a brand can choose (the trial is given, not chosen). */
export const PAID_PLANS = ['starter', 'growth', 'enterprise'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const TRIAL_DAYS = 14;
/** Days before the trial's end when a reminder e-mail goes out. */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;
export type TrialReminderDays = (typeof TRIAL_REMINDER_DAYS)[number];

/** Active campaigns (upcoming and active) a plan allows; null is unlimited. The trial has Growth's limits. */
export const PLAN_CAMPAIGN_LIMITS: Record<BillingPlan, number | null> = {
  trial: 15,
  starter: 5,
  growth: 15,
  enterprise: null,
  none: 0,
};

/** The spec's monthly dollar prices (spec 1 §9, brand landing page); Enterprise is custom. */
export const PLAN_USD_MONTHLY: Record<PaidPlan, number | null> = { starter: 499, growth: 999, enterprise: null };

/** Default monthly rupee prices before GST (issue 26 §2); the server's configuration may change them. */
export const DEFAULT_PLAN_INR_MONTHLY: Record<'starter' | 'growth', number> = { starter: 41_999, growth: 83_999 };

export const PLAN_LABELS: Record<BillingPlan, string> = {
  trial: 'Free trial',
  starter: 'Starter',
  growth: 'Growth',
  enterprise: 'Enterprise',
  none: 'No plan',
};

/** What each plan includes, as the brand landing page lists it (spec 1 §9). */
export const PLAN_FEATURES: Record<PaidPlan, readonly string[]> = {
  starter: ['Up to 5 active campaigns', '1,000+ creators', 'Basic analytics', 'Email support'],
  growth: [
    'Up to 15 active campaigns',
    '5,000+ creators',
    'Advanced analytics and reporting',
    'Dedicated account manager',
    'Content rights management',
  ],
  enterprise: ['Unlimited campaigns', 'All creators', 'Custom analytics and API access', 'Strategic planning', 'White-label'],
};

export const BILLING_PAGE_PATH = '/brand/billing';

/** Why a published campaign waits as paused: its funding arrived while the plan had no free slot. */
export const CAMPAIGN_HOLD_REASONS = ['plan_limit'] as const;
export type CampaignHoldReason = (typeof CAMPAIGN_HOLD_REASONS)[number];

/** A failed renewal is retried this many days after it first failed (issue 26 §2), then the plan lapses. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
/** The pre-debit notice goes this many hours before every renewal (RBI e-mandate rule). */
export const PRE_DEBIT_NOTICE_HOURS = 24;

export const BILLING_MESSAGES = {
  limitReached: (plan: string, limit: number) =>
    `Your ${plan} plan allows ${limit} active campaigns. Pause or complete one, or upgrade your plan.`,
  lapsed:
    'Your free trial or plan has ended, so new campaigns cannot be published. Running campaigns carry on to their end. Choose a plan to publish again.',
  heldForLimit:
    'Your payment is safe in escrow. This campaign waits as paused because your plan has no free slot for another active campaign; it starts by itself as soon as one of your campaigns is paused or completes.',
  // Subscriptions (issue 26 §2): every refusal of /api/brands/billing/subscribe, /change, /cancel and /resume.
  alreadySubscribed: 'You already have a plan. To move to another one, change your plan instead.',
  noSubscription: 'You have no paid plan to change. Choose a plan first.',
  samePlan: 'You are already on this plan.',
  downgradeScheduled: 'This change is already scheduled for the end of your billing period.',
  notCancelling: 'Your plan is not set to cancel, so there is nothing to resume.',
  alreadyCancelling: 'Your plan is already set to cancel at the end of the billing period.',
  resumeFirst: 'Your plan is set to cancel at the end of the period. Resume it before changing plans.',
  pastDue: 'Your last payment did not go through. It is retried automatically; change your plan once it is paid.',
  chargeInProgress: 'A payment for your plan is being processed. Try again in a minute.',
  enterpriseBySales: 'Your Enterprise plan is arranged with our sales team. Contact them to change it.',
} as const;
