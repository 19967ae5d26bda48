import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-money';

describe('formatRupees', () => {
  it('groups whole rupees the Indian way without paise', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(2500.5)).toBe('₹2,500.50');
  });

  it('shows zero as ₹0', () => {
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows N/A for a missing value', () => {
    expect(formatRupees(null)).toBe('N/A');
    expect(formatRupees(undefined)).toBe('N/A');
  });

  it('rounds float noise to the paisa', () => {
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });
});
