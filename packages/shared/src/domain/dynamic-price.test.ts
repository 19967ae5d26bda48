import { describe, expect, it } from 'vitest';
import { PLATFORM_PRICE_RATES, PRICE_RULES } from '../constants/creator-pricing';
import { computeDynamicPrice, type DynamicPrice, type DynamicPriceInput, type PriceMetrics, roundToPriceStep } from './dynamic-price';

const price = (input: Partial<DynamicPriceInput> & { metrics: PriceMetrics | null }) =>
  computeDynamicPrice({ platform: 'instagram', compensation: 5000, ...input });

function formula(result: DynamicPrice) {
  if (result.source !== 'formula') throw new Error(`expected a formula price, got ${result.source}`);
  return result.breakdown;
}

describe('computeDynamicPrice: the reference prices with only followers known (q = 1)', () => {
  it.each([
    ['instagram', 1_000, 1450],
    ['instagram', 10_000, 8550],
    ['instagram', 100_000, 50_300],
    ['youtube', 10_000, 17_100],
  ] as const)('prices %s with %i followers at ₹%i', (platform, followers, expected) => {
    const result = price({ platform, metrics: { followers } });
    expect(result.price).toBe(expected);
    expect(result.basePrice).toBe(expected);
    expect(formula(result).quality).toBe(1);
  });

  it('uses R_instagram = 1,450 and R_youtube = 2,900', () => {
    expect(formula(price({ metrics: { followers: 1000 } })).base).toBe(1450);
    expect(formula(price({ platform: 'youtube', metrics: { followers: 1000 } })).base).toBe(2900);
  });
});

describe('computeDynamicPrice: the rates of the other four platforms (decision 016)', () => {
  it.each([
    ['facebook', 870, 0.06, 850, 5100],
    ['tiktok', 870, 0.3, 850, 5100],
    ['twitter', 580, 0.1, 600, 3400],
    ['linkedin', 2175, 0.15, 2200, 12_800],
  ] as const)('prices %s at R = ₹%i, VR_ref %f', (platform, rate, viewsReference, at1k, at10k) => {
    expect(PLATFORM_PRICE_RATES[platform]).toEqual({ rate, viewsReference });
    expect(formula(price({ platform, metrics: { followers: 1000 } })).base).toBe(rate);
    expect(price({ platform, metrics: { followers: 1000 } }).price).toBe(at1k);
    expect(price({ platform, metrics: { followers: 10_000 } }).price).toBe(at10k);
  });

  it('gives a views factor of 1 at each platform’s reference views per follower', () => {
    for (const [platform, { viewsReference }] of Object.entries(PLATFORM_PRICE_RATES)) {
      const result = price({
        platform: platform as DynamicPriceInput['platform'],
        metrics: { followers: 10_000, avg_views: viewsReference * 10_000 },
      });
      expect(formula(result).views.factor).toBeCloseTo(1, 12);
    }
  });
});

describe('computeDynamicPrice: followers', () => {
  it('prices fewer than 1,000 followers as 1,000, in the base and in the rates alike', () => {
    const result = price({ metrics: { followers: 10, avg_views: 300, avg_likes: 35 } });
    const b = formula(result);
    expect(b).toMatchObject({ followers: 10, followersUsed: 1000, followersRaised: true, base: 1450 });
    expect(b.views.rate).toBe(0.3);
    expect(b.engagement.rate).toBe(0.035);
    expect(result.price).toBe(1450);
    expect(result.explanation).toContain('Accounts with fewer than 1,000 followers are priced as 1,000.');
  });

  it('does not drop the price when followers rise to 1,000 with the same views and likes (decision 016)', () => {
    const metrics = { avg_views: 300, avg_likes: 35 };
    expect(price({ metrics: { followers: 500, ...metrics } }).price).toBe(1450);
    expect(price({ metrics: { followers: 1000, ...metrics } }).price).toBe(1450);
  });

  it('prices 0 followers as 1,000 and 999 the same as 1,000', () => {
    expect(price({ metrics: { followers: 0 } }).price).toBe(1450);
    expect(price({ metrics: { followers: 999 } }).price).toBe(1450);
    expect(formula(price({ metrics: { followers: 1000 } })).followersRaised).toBe(false);
  });
});

describe('computeDynamicPrice: quality', () => {
  it('computes ER = (likes + 2·comments + 3·shares + 3·saves) / F and its factor', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_likes: 100, avg_comments: 10, avg_shares: 20, avg_saves: 30 } }));
    expect(b.engagement.weighted).toBe(100 + 20 + 60 + 90);
    expect(b.engagement.rate).toBe(0.027);
    expect(b.engagement.factor).toBeCloseTo((0.027 / 0.035) ** 0.3, 12);
    expect(b.views.factor).toBe(1);
  });

  it('counts engagement only up to the average views', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_views: 500, avg_likes: 800, avg_comments: 100 } }));
    expect(b.engagement).toMatchObject({ weighted: 1000, counted: 500, cappedByViews: true, rate: 0.05 });
    expect(b.engagement.rate).toBe(b.views.rate);
  });

  it('does not cap engagement that stays at or below the views', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_views: 1000, avg_likes: 1000 } }));
    expect(b.engagement).toMatchObject({ weighted: 1000, counted: 1000, cappedByViews: false });
  });

  it('counts views up to 20 × followers: VR = min(avg views, 20·F) / F', () => {
    const at = formula(price({ metrics: { followers: 1000, avg_views: 20_000 } }));
    const over = formula(price({ metrics: { followers: 1000, avg_views: 20_001 } }));
    expect(at.views).toMatchObject({ counted: 20_000, rate: 20, cappedAtMultiple: false });
    expect(over.views).toMatchObject({ avgViews: 20_001, counted: 20_000, rate: 20, cappedAtMultiple: true });
  });

  it('multiplies the two factors and clamps q to 0.5 … 2', () => {
    const high = formula(price({ metrics: { followers: 10_000, avg_views: 9000, avg_likes: 2000 } }));
    expect(high.qualityBeforeClamp).toBeCloseTo(high.engagement.factor * high.views.factor, 12);
    expect(high.qualityBeforeClamp).toBeGreaterThan(2);
    expect(high).toMatchObject({ quality: 2, qualityLimit: 'max' });

    const low = formula(price({ metrics: { followers: 10_000, avg_views: 10, avg_likes: 1 } }));
    expect(low.qualityBeforeClamp).toBeLessThan(0.5);
    expect(low).toMatchObject({ quality: 0.5, qualityLimit: 'min' });

    const zero = formula(price({ metrics: { followers: 10_000, avg_views: 0, avg_likes: 0 } }));
    expect(zero).toMatchObject({ qualityBeforeClamp: 0, quality: 0.5 });
  });

  it('leaves q unclamped inside the range', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_views: 4500, avg_likes: 485 } }));
    expect(b.qualityLimit).toBeNull();
    expect(b.quality).toBe(b.qualityBeforeClamp);
    expect(b.amount).toBeCloseTo(b.base * b.quality, 9);
  });
});

describe('computeDynamicPrice: missing metrics give a factor of 1', () => {
  it('leaves engagement out when no engagement metric is known', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_views: 3000 } }));
    expect(b.engagement).toMatchObject({ known: false, rate: null, factor: 1 });
    expect(b.views.factor).toBeCloseTo(1, 12);
  });

  it('leaves views out when they are not known, and then does not cap engagement', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_likes: 350 } }));
    expect(b.views).toMatchObject({ known: false, rate: null, counted: null, factor: 1 });
    expect(b.engagement).toMatchObject({ cappedByViews: false, rate: 0.035 });
    expect(b.engagement.factor).toBeCloseTo(1, 12);
  });

  it('counts engagement metrics that are not known as zero once one of them is known', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_comments: 50, avg_likes: null } }));
    expect(b.engagement).toMatchObject({ known: true, missing: ['avg_likes', 'avg_shares', 'avg_saves'], weighted: 100 });
  });

  it('treats negative, NaN and infinite metrics as not known', () => {
    const b = formula(price({ metrics: { followers: 10_000, avg_views: -1, avg_likes: Number.NaN, avg_saves: Number.POSITIVE_INFINITY } }));
    expect(b.views.known).toBe(false);
    expect(b.engagement.known).toBe(false);
    expect(price({ metrics: { followers: -5 } }).source).toBe('compensation');
  });
});

describe('computeDynamicPrice: rounding, floor, ceiling and cap', () => {
  it('rounds to the nearest ₹50, halves up', () => {
    expect(roundToPriceStep(8524.99)).toBe(8500);
    expect(roundToPriceStep(8525)).toBe(8550);
    expect(roundToPriceStep(8538.23)).toBe(8550);
    expect(roundToPriceStep(8574.99)).toBe(8550);
    expect(roundToPriceStep(8575)).toBe(8600);
  });

  it('rounds base × q to the nearest ₹50', () => {
    const b = formula(
      price({ metrics: { followers: 10_000, avg_views: 4500, avg_likes: 400, avg_comments: 20, avg_shares: 5, avg_saves: 10 } }),
    );
    expect(b.amount).toBeCloseTo(10_634.02, 2);
    expect(b.rounded).toBe(10_650);
  });

  it('raises ₹450 to the ₹500 floor, and leaves ₹500 and ₹550 alone', () => {
    const at = (avg_views: number) => price({ platform: 'twitter', metrics: { followers: 1000, avg_views } });
    expect(formula(at(43)).rounded).toBe(450);
    expect(at(43).price).toBe(500);
    expect(formula(at(43)).floorApplied).toBe(true);
    expect(at(43).explanation).toContain('Raised to the ₹500 minimum.');

    expect(formula(at(61)).rounded).toBe(500);
    expect(at(61).price).toBe(500);
    expect(formula(at(61)).floorApplied).toBe(false);

    expect(formula(at(84)).rounded).toBe(550);
    expect(at(84).price).toBe(550);
  });

  it('limits ₹25,00,050 to the ₹25,00,000 ceiling, and leaves ₹25,00,000 and ₹24,99,950 alone', () => {
    const at = (followers: number) => price({ metrics: { followers } });
    expect(at(15_970_678).price).toBe(2_499_950);
    expect(at(15_971_093).price).toBe(2_500_000);
    expect(formula(at(15_971_093)).ceilingApplied).toBe(false);
    expect(formula(at(15_971_508)).rounded).toBe(2_500_050);
    expect(at(15_971_508).price).toBe(2_500_000);
    expect(formula(at(15_971_508)).ceilingApplied).toBe(true);
    expect(at(15_971_508).explanation).toContain('Limited to the ₹25,00,000 maximum.');
    expect(at(1_000_000_000).price).toBe(PRICE_RULES.ceiling);
  });

  it('caps the price at the campaign’s price cap, after the floor and ceiling', () => {
    const capped = price({ metrics: { followers: 10_000 }, priceCap: 8000 });
    expect(capped.price).toBe(8000);
    expect(formula(capped)).toMatchObject({ rounded: 8550, capApplied: true, priceCap: 8000 });
    expect(capped.basePrice).toBe(8550);
    expect(capped.explanation).toContain("Limited to this campaign's price cap of ₹8,000.");

    expect(price({ metrics: { followers: 10_000 }, priceCap: 8550 }).price).toBe(8550);
    expect(formula(price({ metrics: { followers: 10_000 }, priceCap: 8550 })).capApplied).toBe(false);
    expect(price({ metrics: { followers: 10_000 }, priceCap: 8549.5 }).price).toBe(8549.5);
    expect(price({ metrics: { followers: 10_000 }, priceCap: null }).price).toBe(8550);
  });

  it('rejects a compensation or price cap that is not an amount', () => {
    expect(() => price({ metrics: null, compensation: Number.NaN })).toThrow(RangeError);
    expect(() => price({ metrics: null, compensation: -1 })).toThrow(RangeError);
    expect(() => price({ metrics: null, priceCap: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe('computeDynamicPrice: the compensation fallback (spec 3 §9)', () => {
  it('pays the campaign’s compensation when the creator has no metrics for the platform', () => {
    for (const metrics of [null, {}, { followers: null, avg_views: null }]) {
      const result = price({ metrics, compensation: 3499.5 });
      expect(result).toMatchObject({ source: 'compensation', reason: 'no_metrics', price: 3499.5, basePrice: 3499.5, capApplied: false });
    }
    expect(price({ metrics: null }).explanation).toEqual([
      'Add your Instagram numbers to your profile to get a price of your own. Until then this campaign pays its standard ₹5,000.',
      'Your price: ₹5,000.',
    ]);
  });

  it('pays the compensation when metrics are known but the follower count is not', () => {
    const result = price({ platform: 'youtube', metrics: { avg_views: 5000, avg_likes: 300 } });
    expect(result).toMatchObject({ source: 'compensation', reason: 'no_followers', price: 5000 });
    expect(result.explanation[0]).toBe(
      'Add your YouTube subscriber count to get a price of your own. Until then this campaign pays its standard ₹5,000.',
    );
  });

  it('caps the compensation at the price cap too', () => {
    const result = price({ metrics: null, compensation: 5000, priceCap: 4000 });
    expect(result).toMatchObject({ price: 4000, basePrice: 5000, capApplied: true, priceCap: 4000 });
  });
});

describe('computeDynamicPrice: the breakdown in plain words', () => {
  it('explains a full set of metrics line by line', () => {
    const result = price({
      metrics: { followers: 10_000, avg_views: 4500, avg_likes: 400, avg_comments: 20, avg_shares: 5, avg_saves: 10 },
    });
    expect(result.explanation).toEqual([
      'Base from followers: ₹8,538 for 10,000 Instagram followers (₹1,450 at 1,000; the base grows a little slower than the audience).',
      'Weighted interactions: your posts get 4.85% weighted interactions per follower (likes, comments ×2, shares ×3, saves ×3), against a typical 3.50%: ×1.10. Your engagement rate, (likes + comments) ÷ followers, is 4.20%.',
      'Views: a post reaches 45 views per 100 followers, against a typical 30 on Instagram: ×1.13.',
      'Quality factor: ×1.25, raised mostly by your views.',
      'Base × quality: ₹10,634, rounded to the nearest ₹50: ₹10,650.',
      'Your price: ₹10,650.',
    ]);
  });

  it('says when followers alone set the price', () => {
    expect(price({ metrics: { followers: 10_000 } }).explanation).toEqual([
      'Base from followers: ₹8,538 for 10,000 Instagram followers (₹1,450 at 1,000; the base grows a little slower than the audience).',
      'Weighted interactions: not added yet, so they leave the price as it is (×1.00).',
      'Views: not added yet, so they leave the price as they are (×1.00).',
      'Quality factor: ×1.00, from followers alone. Add your likes, comments and views to move it.',
      'Base × quality: ₹8,538, rounded to the nearest ₹50: ₹8,550.',
      'Your price: ₹8,550.',
    ]);
  });

  it('names the caps, the missing metrics and the clamp', () => {
    const lines = price({ metrics: { followers: 1000, avg_views: 100_000, avg_likes: 40_000 } }).explanation;
    expect(lines).toContain(
      'Weighted interactions: your posts get 2,000.00% weighted interactions per follower (likes, comments ×2, shares ×3, saves ×3; comments, shares and saves not added, so counted as none; counted only up to your average views, since a post cannot be engaged with more than it is seen), against a typical 3.50%: ×6.72. Your engagement rate, (likes + comments) ÷ followers, is 4,000.00%.',
    );
    expect(lines).toContain(
      'Views: a post reaches 2,000 views per 100 followers (views count up to 20 times your followers), against a typical 30 on Instagram: ×3.53.',
    );
    expect(lines).toContain('Quality factor: ×2.00 (the most it can be; your numbers gave ×23.67), raised mostly by your interactions.');
  });

  it("calls only spec 3 §9's measure the engagement rate: the same figure Social Media Performance shows", () => {
    const metrics = { followers: 24_500, avg_views: 9_800, avg_likes: 1_150, avg_comments: 64, avg_shares: 30, avg_saves: 90 };
    const lines = price({ metrics }).explanation.join('\n');
    expect(lines).toContain('Your engagement rate, (likes + comments) ÷ followers, is 4.96%.');
    expect(lines).not.toMatch(/(\d|%) engagement per/);
    expect(lines.match(/engagement rate/gi)).toHaveLength(1);
  });

  it('says when quality lowered the price', () => {
    const lines = price({ metrics: { followers: 10_000, avg_views: 1000 } }).explanation;
    expect(lines).toContain('Quality factor: ×0.72, lowered mostly by your views.');
  });
});
