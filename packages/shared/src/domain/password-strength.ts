import { PASSWORD_MIN_LENGTH, STRENGTH_THRESHOLDS } from '../constants/limits';

export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  checks: { length: boolean; uppercase: boolean; lowercase: boolean; number: boolean; symbol: boolean };
}

/**
 * Spec 1 §5 and spec 2 §4.2: 20 points per rule, +10 for 12+ characters, thresholds 40 and 70. The spec's score
 * runs 0 to 100, so all five rules plus the length bonus (110) count as 100.
 */
export function measurePasswordStrength(password: string): PasswordStrength {
  const checks = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    symbol: /[^A-Za-z0-9]/.test(password),
  };
  const score = Math.min(100, Object.values(checks).filter(Boolean).length * 20 + (password.length >= 12 ? 10 : 0));
  const label: StrengthLabel = score >= STRENGTH_THRESHOLDS.strong ? 'Strong' : score >= STRENGTH_THRESHOLDS.medium ? 'Medium' : 'Weak';
  return { score, label, checks };
}
