import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { planRefusalOf } from './plan-refusal';
import { daysLeftText, trialDaysLeft } from './trial-days';

const now = new Date('2026-11-27T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('trialDaysLeft', () => {
  it('counts whole days up: 14 at the start, 1 on the last day, 0 once ended', () => {
    expect(trialDaysLeft(inDays(14), now)).toBe(14);
    expect(trialDaysLeft(inDays(0.2), now)).toBe(1);
    expect(trialDaysLeft(inDays(-1), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });

  it('says "1 day left" and "3 days left"', () => {
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(3)).toBe('3 days left');
  });
});

describe('planRefusalOf', () => {
  it('reads the plan limit 409 with its link, and nothing else', () => {
    const refusal = new ApiError({
      status: 409,
      message: 'Your Starter plan allows 5 active campaigns. Pause or complete one, or upgrade your plan.',
      error_type: 'plan_limit',
      data: { link: '/brand/billing' },
    });
    expect(planRefusalOf(refusal)).toEqual({ message: refusal.message, link: '/brand/billing' });
    expect(planRefusalOf(new ApiError({ status: 409, message: 'Other', error_type: 'campaign_conflict' }))).toBeNull();
    expect(planRefusalOf(new Error('x'))).toBeNull();
  });

  it('never follows a link off the site', () => {
    const refusal = new ApiError({ status: 409, message: 'm', error_type: 'plan_lapsed', data: { link: '//evil.example' } });
    expect(planRefusalOf(refusal)?.link).toBe('/brand/billing');
  });
});
