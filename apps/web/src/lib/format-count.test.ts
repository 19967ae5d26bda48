import { describe, expect, it } from 'vitest';
import { abbreviateCount, abbreviateRupees } from './format-count';

describe('abbreviateCount (spec 3 §9: K, M, B)', () => {
  it('keeps numbers under a thousand as they are', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(7)).toBe('7');
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(12.34)).toBe('12.3');
  });

  it('abbreviates thousands, millions and billions with at most one decimal', () => {
    expect(abbreviateCount(1_000)).toBe('1K');
    expect(abbreviateCount(1_234)).toBe('1.2K');
    expect(abbreviateCount(12_500)).toBe('12.5K');
    expect(abbreviateCount(999_000)).toBe('999K');
    expect(abbreviateCount(1_000_000)).toBe('1M');
    expect(abbreviateCount(24_560_000)).toBe('24.6M');
    expect(abbreviateCount(3_200_000_000)).toBe('3.2B');
    expect(abbreviateCount(1_250_000_000_000)).toBe('1,250B');
  });

  it('moves to the next unit when rounding would reach 1000 of this one', () => {
    expect(abbreviateCount(999.96)).toBe('1K');
    expect(abbreviateCount(999_960)).toBe('1M');
    expect(abbreviateCount(999_960_000)).toBe('1B');
  });

  it('keeps the sign of a negative number', () => {
    expect(abbreviateCount(-1_500)).toBe('-1.5K');
  });

  it('shows N/A for a missing value', () => {
    expect(abbreviateCount(null)).toBe('N/A');
    expect(abbreviateCount(undefined)).toBe('N/A');
    expect(abbreviateCount(Number.NaN)).toBe('N/A');
  });
});

describe('abbreviateRupees', () => {
  it('puts the rupee sign in front of the abbreviation', () => {
    expect(abbreviateRupees(850)).toBe('₹850');
    expect(abbreviateRupees(12_500)).toBe('₹12.5K');
    expect(abbreviateRupees(-2_000_000)).toBe('-₹2M');
    expect(abbreviateRupees(null)).toBe('N/A');
  });
});
