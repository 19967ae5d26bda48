import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PLATFORM_VALUES } from '../constants/campaigns';
import { PRICE_RULES } from '../constants/creator-pricing';
import { computeDynamicPrice, type DynamicPriceInput, type PriceMetrics } from './dynamic-price';

const METRIC_KEYS = ['followers', 'avg_views', 'avg_likes', 'avg_comments', 'avg_shares', 'avg_saves'] as const;

/** Small counts reach the 1,000-follower floor and the 20 × followers views cap; large ones reach the ₹25,00,000 ceiling. */
const count = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 2_000_000_000 }));
const fractional = fc.double({ min: 0, max: 2_000_000_000, noNaN: true, noDefaultInfinity: true });
const rise = fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 2_000_000_000 }));

const metricsOf = (value: fc.Arbitrary<number>) =>
  fc.record(
    Object.fromEntries(METRIC_KEYS.map((k) => [k, fc.option(value, { nil: null, freq: 4 })])) as Record<
      (typeof METRIC_KEYS)[number],
      fc.Arbitrary<number | null>
    >,
  );

const campaign = fc.record({
  platform: fc.constantFrom(...CAMPAIGN_PLATFORM_VALUES),
  compensation: fc.integer({ min: 100, max: 1_000_000 }),
  priceCap: fc.option(fc.integer({ min: 100, max: 10_000_000 }), { nil: null }),
});

type Campaign = Omit<DynamicPriceInput, 'metrics'>;

/** Plain comparisons rather than expect(): tens of thousands of runs stay under a second or two. */
function priceNeverFalls(metrics: PriceMetrics, key: (typeof METRIC_KEYS)[number], by: number, c: Campaign) {
  const current = metrics[key];
  fc.pre(current !== null && current !== undefined && current + by > current);
  const before = computeDynamicPrice({ ...c, metrics });
  const after = computeDynamicPrice({ ...c, metrics: { ...metrics, [key]: current + by } });
  return after.price >= before.price;
}

describe('computeDynamicPrice properties', () => {
  it('never lowers the price when any single metric rises (whole counts)', () => {
    fc.assert(
      fc.property(metricsOf(count), fc.constantFrom(...METRIC_KEYS), rise, campaign, (metrics, key, by, c) =>
        priceNeverFalls(metrics, key, by, c),
      ),
      { numRuns: 4000 },
    );
  });

  it('never lowers the price when any single metric rises (fractional averages)', () => {
    fc.assert(
      fc.property(metricsOf(fractional), fc.constantFrom(...METRIC_KEYS), fractional, campaign, (metrics, key, by, c) => {
        fc.pre(by > 0);
        return priceNeverFalls(metrics, key, by, c);
      }),
      { numRuns: 4000 },
    );
  });

  it('never lowers the price when followers rise with every other metric fixed, across the 1,000 and 20 × followers edges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        campaign,
        (followers, by, views, likes, c) =>
          priceNeverFalls(
            { followers, avg_views: views, avg_likes: likes, avg_comments: 0, avg_shares: 0, avg_saves: 0 },
            'followers',
            by,
            c,
          ),
      ),
      { numRuns: 4000 },
    );
  });

  it('keeps every formula price a multiple of ₹50 within ₹500 … ₹25,00,000, or the price cap below that', () => {
    fc.assert(
      fc.property(metricsOf(count), campaign, (metrics, c) => {
        const result = computeDynamicPrice({ ...c, metrics });
        if (result.source === 'compensation') {
          expect(result.price).toBe(Math.min(c.compensation, c.priceCap ?? Number.POSITIVE_INFINITY));
          return;
        }
        const { breakdown: b } = result;
        expect(b.quality).toBeGreaterThanOrEqual(PRICE_RULES.qualityMin);
        expect(b.quality).toBeLessThanOrEqual(PRICE_RULES.qualityMax);
        if (b.capApplied) {
          expect(result.price).toBe(c.priceCap);
        } else {
          expect(result.price % PRICE_RULES.roundingStep).toBe(0);
          expect(result.price).toBeGreaterThanOrEqual(PRICE_RULES.floor);
          expect(result.price).toBeLessThanOrEqual(PRICE_RULES.ceiling);
        }
        expect(b.engagement.rate ?? 0).toBeLessThanOrEqual(b.views.rate ?? Number.POSITIVE_INFINITY);
      }),
      { numRuns: 2000 },
    );
  });
});
