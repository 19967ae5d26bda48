import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBasisPoints, computeCharges, percentToBasisPoints } from './charges';

const DEFAULT_RATES = { platformFeePercent: 10, gstPercent: 18 };

describe('computeCharges', () => {
  it('adds a 10 % fee and 18 % GST on the fee to ₹10,000', () => {
    expect(computeCharges(1_000_000n, DEFAULT_RATES)).toEqual({
      amount: 1_000_000n,
      platformFee: 100_000n,
      gst: 18_000n,
      total: 1_118_000n,
    });
  });

  it('rounds the fee half up to the paisa', () => {
    // 10 % of 105 paise is 10.5 → 11; 10 % of 104 is 10.4 → 10.
    expect(computeCharges(105n, DEFAULT_RATES).platformFee).toBe(11n);
    expect(computeCharges(104n, DEFAULT_RATES).platformFee).toBe(10n);
  });

  it('computes GST on the rounded fee, so the lines add up to the total', () => {
    // 10 % of 10 025 = 1002.5 → 1003; 18 % of 1003 = 180.54 → 181.
    expect(computeCharges(10_025n, DEFAULT_RATES)).toEqual({ amount: 10_025n, platformFee: 1003n, gst: 181n, total: 11_209n });
  });

  it('reads percentages to two decimals', () => {
    expect(computeCharges(1_000_000n, { platformFeePercent: 2.5, gstPercent: 18 })).toEqual({
      amount: 1_000_000n,
      platformFee: 25_000n,
      gst: 4500n,
      total: 1_029_500n,
    });
  });

  it('charges nothing on top with zero rates', () => {
    expect(computeCharges(12_345n, { platformFeePercent: 0, gstPercent: 0 })).toEqual({
      amount: 12_345n,
      platformFee: 0n,
      gst: 0n,
      total: 12_345n,
    });
  });

  it('is exact at the largest funding (₹1 crore) where floats would drift', () => {
    expect(computeCharges(1_000_000_000n, { platformFeePercent: 12.34, gstPercent: 18 })).toEqual({
      amount: 1_000_000_000n,
      platformFee: 123_400_000n,
      gst: 22_212_000n,
      total: 1_145_612_000n,
    });
  });

  it('rejects a zero or negative amount', () => {
    expect(() => computeCharges(0n, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => computeCharges(-1n, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => computeCharges(-100n, DEFAULT_RATES)).toThrow(RangeError);
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
          const c = computeCharges(BigInt(amount), { platformFeePercent: feeBps / 100, gstPercent: gstBps / 100 });
          expect(c.total).toBe(c.amount + c.platformFee + c.gst);
          expect(Math.abs(Number(c.platformFee) - (amount * feeBps) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(Number(c.gst) - (Number(c.platformFee) * gstBps) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('applyBasisPoints', () => {
  it('rounds exactly half a paisa up', () => {
    expect(applyBasisPoints(5n, 1000)).toBe(1n); // 0.5 → 1
    expect(applyBasisPoints(4n, 1000)).toBe(0n); // 0.4 → 0
  });
});
