import { describe, expect, it } from 'vitest';
import { measurePasswordStrength } from './password-strength';

describe('measurePasswordStrength (spec 2 §4.2)', () => {
  it('scores 20 per rule plus 10 for 12+ characters, labelled at 40 and 70', () => {
    expect(measurePasswordStrength('')).toMatchObject({ score: 0, label: 'Weak' });
    expect(measurePasswordStrength('abcdefgh')).toMatchObject({ score: 40, label: 'Medium' });
    expect(measurePasswordStrength('Abcdefg1')).toMatchObject({ score: 80, label: 'Strong' });
    expect(measurePasswordStrength('abcdefghijkl')).toMatchObject({ score: 50, label: 'Medium' });
    expect(measurePasswordStrength('Abc1')).toMatchObject({ score: 60, label: 'Medium' });
  });

  it('never goes past 100, the top of the spec scale', () => {
    expect(measurePasswordStrength('Creator-Pass-1').score).toBe(100);
  });
});
