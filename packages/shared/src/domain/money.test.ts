import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholePaise, MAX_EXACT_PAISE, paiseToRupees, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it.each([
    [0, 0n],
    [0.01, 1n],
    [1, 100n],
    [19.99, 1999n],
    [0.29, 29n],
    [1999.5, 199950n],
    [-12.34, -1234n],
    [10_000_000_000_000, 1_000_000_000_000_000n],
    [9_999_999_999_999.99, 999_999_999_999_999n],
  ])('converts %s rupees to %s paise exactly', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([0.001, 10.005, 0.1 + 0.2, 1e-7])('rejects %s rupees: a fraction of a paisa', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(/fraction of a paisa/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %s', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
  });

  it('rejects an amount beyond exact range', () => {
    expect(() => rupeesToPaise(10_000_000_000_000.01)).toThrow(RangeError);
    expect(() => rupeesToPaise('10000000000000.01')).toThrow(RangeError);
    expect(() => rupeesToPaise(1e20)).toThrow(/too large/);
  });

  it.each([
    ['19.99', 1999n],
    ['19.9', 1990n],
    ['7', 700n],
    [' 0.05 ', 5n],
    ['-3.10', -310n],
  ])('converts the text %j', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['19.999', '1e3', '', '.5', '5.', '12,50', 'abc', '12345678901234'])('rejects the text %j', (text) => {
    expect(() => rupeesToPaise(text)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0n, 0],
    [1n, 0.01],
    [1999n, 19.99],
    [-1234n, -12.34],
    [MAX_EXACT_PAISE, 10_000_000_000_000],
  ])('converts %s paise to %s rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it('round-trips every exact amount through rupees', () => {
    const max = MAX_EXACT_PAISE;
    fc.assert(
      fc.property(fc.bigInt({ min: -max, max }), (paise) => rupeesToPaise(paiseToRupees(paise)) === paise),
      {
        numRuns: 5_000,
      },
    );
  });

  it('rejects an amount one paisa beyond exact range', () => {
    expect(() => paiseToRupees(MAX_EXACT_PAISE + 1n)).toThrow(RangeError);
    expect(() => paiseToRupees(-MAX_EXACT_PAISE - 1n)).toThrow(RangeError);
  });
});

describe('isWholePaise', () => {
  it('says whether a rupee amount has at most two decimals', () => {
    expect(isWholePaise(10.5)).toBe(true);
    expect(isWholePaise(10.505)).toBe(false);
  });
});
