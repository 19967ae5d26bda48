import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as M, ZCampaignDraft, ZCampaignPublish, ZListCampaignsQuery } from './campaigns';

const complete = {
  brand_id: '0b6f6b4e-7c1a-4f0e-9a53-3c1f4d6f2a11',
  product_name: 'Glow serum',
  description: 'Show the serum in your morning routine.',
  key_features: ['Vitamin C', 'Fragrance free'],
  platform: ['instagram', 'youtube'],
  video_style: 'Tutorial',
  marketing_objective: 'sales',
  target_audience: 'Women 20-35 in metro cities',
  tags: ['Skincare'],
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  compensation: 2500,
  budget: 50000,
  price_cap: 10000,
  usage_rights: 'paid_ads_30_days',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('campaign schemas', () => {
  it('saves an empty draft', () => {
    expect(ZCampaignDraft.safeParse({}).success).toBe(true);
  });

  it('checks a draft field that is present', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ platform: ['myspace'] }))).toEqual({ 'platform.0': M.platformInvalid });
  });

  it('accepts a complete campaign for publishing and lowercases unique tags', () => {
    const parsed = ZCampaignPublish.parse({ ...complete, tags: ['Skincare', 'skincare'] });
    expect(parsed.tags).toEqual(['skincare']);
  });

  it('requires every field to publish except tags and price cap', () => {
    const errors = errorsOf(ZCampaignPublish.safeParse({}));
    expect(errors).toMatchObject({
      brand_id: M.brandRequired,
      product_name: M.productNameRequired,
      key_features: M.keyFeaturesRequired,
      platform: M.platformRequired,
      marketing_objective: M.objectiveRequired,
      start_date: M.startDateRequired,
      compensation: M.compensationRequired,
      budget: M.budgetRequired,
      usage_rights: M.usageRightsRequired,
    });
    expect(errors.tags).toBeUndefined();
    expect(errors.price_cap).toBeUndefined();
  });

  it('reads a comma string of key features and numeric text', () => {
    const parsed = ZCampaignDraft.parse({ key_features: 'Light, Vegan ,', budget: '1000' });
    expect(parsed.key_features).toEqual(['Light', 'Vegan']);
    expect(parsed.budget).toBe(1000);
  });

  it('holds the budget at ₹1,000 and compensation at ₹100 (±1)', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ budget: 999.99 }))).toEqual({ budget: M.budgetMin });
    expect(ZCampaignDraft.safeParse({ budget: 1000 }).success).toBe(true);
    expect(errorsOf(ZCampaignDraft.safeParse({ compensation: 99 }))).toEqual({ compensation: M.compensationMin });
    expect(ZCampaignDraft.safeParse({ compensation: 100 }).success).toBe(true);
  });

  it('refuses fractions of a paisa', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ budget: 1000.005 }))).toEqual({ budget: M.amountDecimals });
  });

  it('refuses an end date before the start date, and allows the same day', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ start_date: '2026-12-02', end_date: '2026-12-01' }))).toEqual({
      end_date: M.endBeforeStart,
    });
    expect(ZCampaignDraft.safeParse({ start_date: '2026-12-02', end_date: '2026-12-02' }).success).toBe(true);
  });

  it('lets a campaign run 366 days and no longer', () => {
    expect(ZCampaignDraft.safeParse({ start_date: '2027-01-01', end_date: '2028-01-01' }).success).toBe(true);
    expect(errorsOf(ZCampaignDraft.safeParse({ start_date: '2027-01-01', end_date: '2028-01-02' }))).toEqual({ end_date: M.tooLong });
  });

  it('refuses a day that is not on the calendar', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ start_date: '2026-02-30' }))).toEqual({ start_date: M.dateInvalid });
  });

  it('keeps compensation within the budget and the price cap between them', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ compensation: 2001, budget: 2000 }))).toEqual({ compensation: M.compensationAboveBudget });
    expect(errorsOf(ZCampaignDraft.safeParse({ compensation: 500, price_cap: 499 }))).toEqual({ price_cap: M.priceCapBelowCompensation });
    expect(errorsOf(ZCampaignDraft.safeParse({ budget: 5000, price_cap: 5001 }))).toEqual({ price_cap: M.priceCapAboveBudget });
  });

  it('says the price cap’s own rule when the cap is below ₹100, not compensation’s (issue 25)', () => {
    expect(errorsOf(ZCampaignDraft.safeParse({ price_cap: 50 }))).toEqual({
      price_cap: 'Price cap must be at least ₹100, and no less than the compensation',
    });
    expect(errorsOf(ZCampaignDraft.safeParse({ price_cap: 20_000_000 }))).toEqual({ price_cap: 'Price cap can be at most ₹1,00,00,000' });
  });

  it('lists without archived campaigns by default, on page 1, newest first', () => {
    expect(ZListCampaignsQuery.parse({})).toEqual({ page: 1, sort: 'newest' });
    expect(ZListCampaignsQuery.parse({ status: '', page: '3' })).toEqual({ page: 3, sort: 'newest' });
  });
});
