import { describe, expect, it } from 'vitest';
import { engagementRate, formatCount, parseCount, toPriceMetrics } from './metrics-values';

describe('the metrics form values', () => {
  it('reads whole counts, with Indian or Western separators, and anything else as not known', () => {
    expect(parseCount('1,20,000')).toBe(120_000);
    expect(parseCount(' 450 ')).toBe(450);
    expect(parseCount('')).toBeNull();
    expect(parseCount('-5')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('lots')).toBeNull();
    expect(toPriceMetrics({ followers: '12000', avg_views: '' })).toEqual({
      followers: 12_000,
      avg_views: null,
      avg_likes: null,
      avg_comments: null,
      avg_shares: null,
      avg_saves: null,
    });
  });

  it("computes spec 3 §9's engagement rate with two decimals, 0.00 without followers", () => {
    expect(engagementRate({ followers: 24_500, avg_likes: 1_150, avg_comments: 64 })).toBe('4.96');
    expect(engagementRate({ followers: null, avg_likes: 10, avg_comments: 1 })).toBe('0.00');
    expect(engagementRate({ followers: 0, avg_likes: 10, avg_comments: 1 })).toBe('0.00');
  });

  it('formats counts in en-IN and shows N/A when missing', () => {
    expect(formatCount(100_000)).toBe('1,00,000');
    expect(formatCount(null)).toBe('N/A');
  });
});
