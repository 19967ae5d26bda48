import { describe, expect, it } from 'vitest';
import { COUNTRIES, DIAL_CODES, findCountry, isCountryCode } from './countries';
import { AUDIENCE_SIZES, CONTENT_TYPES, CREATOR_CATEGORIES, CREATOR_WIZARD_STEPS, countBioLetters } from './creator-options';
import { DEFAULT_LANGUAGE, LANGUAGES, OTHER_INDIAN_LANGUAGES } from './languages';
import { phoneInputMaxLength, phonePlaceholder, postalCodeMaxLength } from './phone-and-postal-codes';
import { PLATFORM_KEYS, SOCIAL_PLATFORMS } from './social-platforms';
import { STATE_SUGGESTIONS, stateSuggestionsFor } from './state-suggestions';
import { TIMEZONES } from './timezones';

describe('creator option lists (spec 2 §3.2)', () => {
  it('has the five wizard steps, eight categories, three content types and five audience sizes', () => {
    expect(CREATOR_WIZARD_STEPS).toEqual(['Account', 'Profile Information', 'Social Media', 'Address', 'Preferences']);
    expect(CREATOR_CATEGORIES.map((c) => c.label)).toEqual([
      'Fashion & Style',
      'Beauty',
      'Fitness & Health',
      'Travel',
      'Food & Cooking',
      'Technology',
      'Gaming',
      'Art & Design',
    ]);
    expect(CONTENT_TYPES.map((c) => c.value)).toEqual(['video', 'photo', 'text']);
    expect(AUDIENCE_SIZES.map((a) => a.value)).toEqual(['micro', 'small', 'medium', 'large', 'xlarge']);
  });

  it('lists about 50 languages: the spec five first, then Assamese to Urdu alphabetically; English by default', () => {
    expect(LANGUAGES.slice(0, 5)).toEqual(['Gujarati', 'Hindi', 'English', 'Marathi', 'Marwari']);
    expect(OTHER_INDIAN_LANGUAGES[0]).toBe('Assamese');
    expect(OTHER_INDIAN_LANGUAGES.at(-1)).toBe('Urdu');
    expect([...OTHER_INDIAN_LANGUAGES]).toEqual([...OTHER_INDIAN_LANGUAGES].sort((a, b) => a.localeCompare(b)));
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(48);
    expect(DEFAULT_LANGUAGE).toBe('English');
  });

  it('has the twelve timezones in the spec order', () => {
    expect(TIMEZONES.map((t) => t.value)).toEqual([
      'Asia/Kolkata',
      'Asia/Dubai',
      'Asia/Singapore',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Paris',
      'Asia/Tokyo',
      'Australia/Sydney',
      'Pacific/Auckland',
    ]);
  });

  it('has the social platforms with a range list for all but the Amazon storefront', () => {
    expect(SOCIAL_PLATFORMS.map((p) => p.key)).toEqual([...PLATFORM_KEYS]);
    for (const p of SOCIAL_PLATFORMS) expect(p.rangeOptions.length > 0).toBe(p.key !== 'amazon_storefront');
    expect(SOCIAL_PLATFORMS.find((p) => p.key === 'instagram')?.rangeOptions.map((o) => o.value)).toEqual([
      '0-1k',
      '1k-10k',
      '10k-50k',
      '50k-100k',
      '100k-500k',
      '500k-1m',
      '1m-5m',
      '5m-10m',
      '10m+',
    ]);
    expect(SOCIAL_PLATFORMS.find((p) => p.key === 'linkedin')?.rangeOptions.at(-1)?.value).toBe('500000+');
  });

  it('counts bio letters without whitespace', () => {
    expect(countBioLetters(' a b\n\tc ')).toBe(3);
  });
});

describe('countries', () => {
  it('has about 200 countries with code, name and dial code, sorted by name', () => {
    expect(COUNTRIES.length).toBeGreaterThan(190);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('knows the usual suspects and their dial codes', () => {
    expect(findCountry('in')).toEqual({ code: 'IN', name: 'India', dialCode: '+91' });
    expect(findCountry('US')?.dialCode).toBe('+1');
    expect(findCountry('GB')?.dialCode).toBe('+44');
    expect(findCountry('DO')?.dialCode).toBe('+1');
    expect(isCountryCode('ZZ')).toBe(false);
    expect(DIAL_CODES).toContain('+91');
    expect(new Set(DIAL_CODES).size).toBe(DIAL_CODES.length);
  });
});

describe('per-country caps (spec 2 §2.2, §2.5)', () => {
  it.each([
    ['US', 14],
    ['CA', 14],
    ['IN', 10],
    ['GB', 12],
    ['AU', 12],
    ['DE', 15],
    ['+91', 10],
    ['+1', 14],
    ['+44', 12],
    ['+49', 15],
  ])('phone input cap for %s is %i, and its placeholder fits', (country, cap) => {
    expect(phoneInputMaxLength(country)).toBe(cap);
    expect(phonePlaceholder(country).length).toBeLessThanOrEqual(cap);
  });

  it.each([
    ['US', 10],
    ['IN', 6],
    ['in', 6],
    ['GB', 12],
    ['', 12],
  ])('postal code cap for %j is %i', (country, cap) => {
    expect(postalCodeMaxLength(country)).toBe(cap);
  });

  it('suggests states for the eight countries the spec names, and none elsewhere', () => {
    expect(Object.keys(STATE_SUGGESTIONS).sort()).toEqual(['AU', 'CA', 'DE', 'FR', 'GB', 'IN', 'JP', 'US']);
    expect(stateSuggestionsFor('in')).toContain('Maharashtra');
    expect(stateSuggestionsFor('US')).toHaveLength(51);
    expect(stateSuggestionsFor('JP')).toHaveLength(47);
    expect(stateSuggestionsFor('BR')).toEqual([]);
  });
});
