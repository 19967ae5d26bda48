import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  DEFAULT_PLAN_INR_MONTHLY,
  PLAN_CAMPAIGN_LIMITS,
  PLAN_USD_MONTHLY,
  TRIAL_DAYS,
  TRIAL_REMINDER_DAYS,
} from './billing';

/** Spec 1 §1 and §9 (plans, the trial) and issue 26 (limits, rupee prices, the limit message): a change here is a change of contract. */
describe('plan constants', () => {
  it('gives a 14-day trial with Growth’s limits, reminded 3 days and 1 day before its end', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(PLAN_CAMPAIGN_LIMITS.trial).toBe(PLAN_CAMPAIGN_LIMITS.growth);
    expect(TRIAL_REMINDER_DAYS).toEqual([3, 1]);
  });

  it('allows Starter 5 active campaigns, Growth 15 and Enterprise unlimited', () => {
    expect(PLAN_CAMPAIGN_LIMITS).toMatchObject({ starter: 5, growth: 15, enterprise: null });
  });

  it('prices Starter at $499 and Growth at $999 a month, Enterprise custom', () => {
    expect(PLAN_USD_MONTHLY).toEqual({ starter: 499, growth: 999, enterprise: null });
  });

  it('defaults the rupee prices to ₹41,999 and ₹83,999 a month before GST', () => {
    expect(DEFAULT_PLAN_INR_MONTHLY).toEqual({ starter: 41_999, growth: 83_999 });
  });

  it('words the limit refusal exactly as the issue does', () => {
    expect(BILLING_MESSAGES.limitReached('Starter', 5)).toBe(
      'Your Starter plan allows 5 active campaigns. Pause or complete one, or upgrade your plan.',
    );
  });
});
