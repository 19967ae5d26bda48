import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBasisPoints, computeCharges, percentToBasisPoints } from './charges';

const DEFAULT_RATES = { platformFeePercent: 10, gstPercent: 18 };

describe('computeCharges', () => {
  it('adds a 10 % fee and 18 % GST on the fee to ₹10,000', () => {
    expect(computeCharges(1_000_000, DEFAULT_RATES)).toEqual({ amount: 1_000_000, platformFee: 100_000, gst: 18_000, total: 1_118_000 });
  });

  it('rounds the fee half up to the paisa', () => {
    // 10 % of 105 paise is 10.5 → 11; 10 % of 104 is 10.4 → 10.
    expect(computeCharges(105, DEFAULT_RATES).platformFee).toBe(11);
    expect(computeCharges(104, DEFAULT_RATES).platformFee).toBe(10);
  });

  it('computes GST on the rounded fee, so the lines add up to the total', () => {
    // 10 % of 10 025 = 1002.5 → 1003; 18 % of 1003 = 180.54 → 181.
    expect(computeCharges(10_025, DEFAULT_RATES)).toEqual({ amount: 10_025, platformFee: 1003, gst: 181, total: 11_209 });
  });

  it('reads percentages to two decimals', () => {
    expect(computeCharges(1_000_000, { platformFeePercent: 2.5, gstPercent: 18 })).toEqual({
      amount: 1_000_000,
      platformFee: 25_000,
      gst: 4500,
      total: 1_029_500,
    });
  });

  it('charges nothing on top with zero rates', () => {
    expect(computeCharges(12_345, { platformFeePercent: 0, gstPercent: 0 })).toEqual({
      amount: 12_345,
      platformFee: 0,
      gst: 0,
      total: 12_345,
    });
  });

  it('is exact at the largest funding (₹1 crore) where floats would drift', () => {
    expect(computeCharges(1_000_000_000, { platformFeePercent: 12.34, gstPercent: 18 })).toEqual({
      amount: 1_000_000_000,
      platformFee: 123_400_000,
      gst: 22_212_000,
      total: 1_145_612_000,
    });
  });

  it('rejects a non-positive or fractional amount of paise', () => {
    expect(() => computeCharges(0, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => computeCharges(-1, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => computeCharges(1.5, DEFAULT_RATES)).toThrow(RangeError);
  });

  it('rejects a percentage outside 0–100', () => {
    expect(() => percentToBasisPoints(-0.01)).toThrow(RangeError);
    expect(() => percentToBasisPoints(100.01)).toThrow(RangeError);
    expect(percentToBasisPoints(100)).toBe(10_000);
  });

  it('always totals amount + fee + GST, with each line within half a paisa of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, feeBps, gstBps) => {
          const c = computeCharges(amount, { platformFeePercent: feeBps / 100, gstPercent: gstBps / 100 });
          expect(c.total).toBe(c.amount + c.platformFee + c.gst);
          expect(Math.abs(c.platformFee - (amount * feeBps) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(c.gst - (c.platformFee * gstBps) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('applyBasisPoints', () => {
  it('rounds exactly half a paisa up', () => {
    expect(applyBasisPoints(5, 1000)).toBe(1); // 0.5 → 1
    expect(applyBasisPoints(4, 1000)).toBe(0); // 0.4 → 0
  });
});
