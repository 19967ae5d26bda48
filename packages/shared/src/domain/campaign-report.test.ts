import { describe, expect, it } from 'vitest';
import { costPer, costPerThousand, engagementRate, engagementsOf, sumKnown } from './campaign-report';

describe('campaign report formulas, against hand-worked examples', () => {
  it('engagements add likes, comments, shares and saves; unknown when any is unknown', () => {
    expect(engagementsOf({ likes: 120, comments: 30, shares: 10, saves: 40 })).toBe(200);
    expect(engagementsOf({ likes: 120, comments: null, shares: 10, saves: 40 })).toBeNull();
  });

  it('engagement rate is engagements ÷ views × 100 to two decimals, halves up', () => {
    expect(engagementRate(200, 4_000)).toBe(5);
    expect(engagementRate(1, 3)).toBe(33.33);
    expect(engagementRate(2, 3)).toBe(66.67);
    expect(engagementRate(1, 80_000)).toBe(0); // 0.00125 % rounds to 0.00
    expect(engagementRate(1, 20_000)).toBe(0.01); // 0.005 % rounds half up to 0.01
  });

  it('engagement rate is unknown with zero views or no views known', () => {
    expect(engagementRate(10, 0)).toBeNull();
    expect(engagementRate(10, null)).toBeNull();
    expect(engagementRate(null, 100)).toBeNull();
  });

  it('cost per view, engagement and click divide the cost in paise and round to the paisa', () => {
    // ₹5,000 over 4,000 views: ₹1.25 a view.
    expect(costPer(500_000n, 4_000)).toBe(125n);
    // ₹100 over 3 clicks: 3,333.33… paise → 3,333.
    expect(costPer(10_000n, 3)).toBe(3_333n);
    // ₹100 over 6 clicks: 1,666.66… → 1,667.
    expect(costPer(10_000n, 6)).toBe(1_667n);
  });

  it('cost per 1,000 views (CPM) is the cost × 1,000 ÷ views', () => {
    expect(costPerThousand(500_000n, 4_000)).toBe(125_000n); // ₹1,250 per thousand
    expect(costPerThousand(250_000n, 1_000_000)).toBe(250n); // ₹2.50 per thousand
  });

  it('with no spend every cost is ₹0 where units are known, and unknown where they are not', () => {
    expect(costPer(0n, 100)).toBe(0n);
    expect(costPerThousand(0n, 100)).toBe(0n);
    expect(costPer(0n, 0)).toBeNull();
    expect(costPer(500_000n, null)).toBeNull();
    expect(costPerThousand(500_000n, 0)).toBeNull();
  });

  it('sums only known counts, and is unknown when none is known', () => {
    expect(sumKnown([1, null, 2])).toBe(3);
    expect(sumKnown([null, null])).toBeNull();
    expect(sumKnown([])).toBeNull();
    expect(sumKnown([0])).toBe(0);
  });
});
