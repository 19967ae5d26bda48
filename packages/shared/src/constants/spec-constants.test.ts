import { describe, expect, it } from 'vitest';
import { measurePasswordStrength } from '../domain/password-strength';
import {
  AUDIENCE_SIZES,
  CONTENT_TYPES,
  CREATOR_LIMITS,
  CREATOR_WIZARD_STEPS,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_DIAL_CODE,
} from './creator-options';
import { BRAND_WIZARD_STEPS, BUDGETS, COMPANY_SIZES, INDUSTRIES, JOB_TITLE_MAX, JOB_TITLE_MIN, OBJECTIVES } from './brand-options';
import {
  CHECK_AUTH_TIMEOUT_MS,
  LOGIN_ATTEMPTS_SHOWN,
  LOGIN_LOCK_RESET_MS,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_SUCCESS_REDIRECT_DELAY_MS,
  PASSWORD_MIN_LENGTH,
  PROFILE_PHOTO_MAX_BYTES,
  REGISTRATION_TIMEOUT_MS,
  SESSION_IDLE_MS,
  SESSION_REMEMBER_MS,
  STRENGTH_THRESHOLDS,
  VIDEO_MAX_BYTES,
} from './limits';
import { phoneInputMaxLength, postalCodeMaxLength } from './phone-and-postal-codes';

/** Section 9 of each spec document, value by value. A change here is a change of contract. */
describe('spec 1 §9 and spec 2 §9 constants', () => {
  it('password minimum 8 and strength thresholds 40 and 70', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(STRENGTH_THRESHOLDS).toEqual({ medium: 40, strong: 70 });
  });

  it('scores strength 20 per rule plus 10 for 12+ characters, labelled at the thresholds ±1', () => {
    expect(measurePasswordStrength('abcdefgh')).toMatchObject({ score: 40, label: 'Medium' }); // length + lower
    expect(measurePasswordStrength('abcdefg')).toMatchObject({ score: 20, label: 'Weak' }); // lower only (7 chars)
    expect(measurePasswordStrength('Abcdefgh')).toMatchObject({ score: 60, label: 'Medium' });
    expect(measurePasswordStrength('Abcdefg1')).toMatchObject({ score: 80, label: 'Strong' });
    expect(measurePasswordStrength('Abcdefgh1!xy').score).toBe(100); // 110 capped at the range's 100
  });

  it('job title 2 to 100, brand wizard of 3 steps, final submit timeout 30000 ms', () => {
    expect([JOB_TITLE_MIN, JOB_TITLE_MAX]).toEqual([2, 100]);
    expect(BRAND_WIZARD_STEPS).toEqual(['Contact', 'Company', 'Campaign']);
    expect(REGISTRATION_TIMEOUT_MS).toBe(30_000);
  });

  it('brand option lists as spec 1 §3', () => {
    expect(INDUSTRIES.map((i) => i.value)).toEqual([
      'technology',
      'retail',
      'finance',
      'healthcare',
      'education',
      'food',
      'travel',
      'entertainment',
      'other',
    ]);
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']);
    expect(BUDGETS.map((b) => b.value)).toEqual(['1k-5k', '5k-10k', '10k-25k', '25k-50k', '50k+']);
    expect(OBJECTIVES.map((o) => o.value)).toEqual([
      'brand_awareness',
      'product_launch',
      'lead_generation',
      'sales',
      'engagement',
      'other',
    ]);
  });

  it('creator wizard of 5 steps with its defaults', () => {
    expect(CREATOR_WIZARD_STEPS).toHaveLength(5);
    expect(DEFAULT_DIAL_CODE).toBe('+91');
    expect(DEFAULT_CONTENT_TYPE).toBe('video');
    expect(CONTENT_TYPES.map((c) => c.value)).toEqual(['video', 'photo', 'text']);
    expect(AUDIENCE_SIZES.map((a) => a.value)).toEqual(['micro', 'small', 'medium', 'large', 'xlarge']);
  });

  it('username 3, bio 50 letters, phone 5 to 20', () => {
    expect(CREATOR_LIMITS).toMatchObject({ usernameMin: 3, bioMinLetters: 50, phoneMin: 5, phoneMax: 20 });
  });

  it.each([
    ['US', 14],
    ['CA', 14],
    ['IN', 10],
    ['GB', 12],
    ['AU', 12],
    ['DE', 15],
  ])('phone input cap for %s is %i', (country, cap) => {
    expect(phoneInputMaxLength(country)).toBe(cap);
  });

  it.each([
    ['US', 10],
    ['IN', 6],
    ['FR', 12],
  ])('postal code cap for %s is %i', (country, cap) => {
    expect(postalCodeMaxLength(country)).toBe(cap);
  });

  it('photo at most 2 MB; video at most 100 MB', () => {
    expect(PROFILE_PHOTO_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(VIDEO_MAX_BYTES).toBe(100 * 1024 * 1024);
  });

  it('codes: 6 digits, 10 minutes, 5 tries, resend 30 s and 60 s, redirect after 1.5 s', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_LIFETIME_MS).toBe(600_000);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect(OTP_RESEND_COOLDOWN_MS).toEqual({ verify_email: 30_000, reset_password: 60_000, change_email: 30_000 });
    expect(OTP_SUCCESS_REDIRECT_DELAY_MS).toBe(1500);
  });

  it('creator login: 5 attempts shown, reset 30 minutes after a 429; check-auth 10 s; sessions 2 h and 30 days', () => {
    expect(LOGIN_ATTEMPTS_SHOWN).toBe(5);
    expect(LOGIN_LOCK_RESET_MS).toBe(30 * 60 * 1000);
    expect(CHECK_AUTH_TIMEOUT_MS).toBe(10_000);
    expect(SESSION_IDLE_MS).toBe(2 * 60 * 60 * 1000);
    expect(SESSION_REMEMBER_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
