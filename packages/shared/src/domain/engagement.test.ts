import { describe, expect, it } from 'vitest';
import { engagementRate, formatEngagementRate } from './engagement';

describe('engagement rate (spec 3 §9)', () => {
  it('is (likes + comments) / followers × 100 with two decimals', () => {
    expect(engagementRate({ followers: 24_500, avg_likes: 1_150, avg_comments: 64 })).toBe(4.96);
    expect(formatEngagementRate({ followers: 3, avg_likes: 1, avg_comments: 0 })).toBe('33.33');
  });

  it('is 0.00 without followers and counts missing likes or comments as none', () => {
    expect(formatEngagementRate({ followers: 0, avg_likes: 10 })).toBe('0.00');
    expect(formatEngagementRate({ followers: null, avg_likes: 10 })).toBe('0.00');
    expect(engagementRate({ followers: 1_000, avg_likes: 40 })).toBe(4);
  });
});
