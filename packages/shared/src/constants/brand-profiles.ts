import { INDUSTRIES, INDUSTRY_VALUES } from './brand-options';

/** A brand profile's industry uses the registration wizard's list (spec 1 §3), so the first profile copies it. */
export const BRAND_PROFILE_INDUSTRIES = INDUSTRIES;
export const BRAND_PROFILE_INDUSTRY_VALUES = INDUSTRY_VALUES;

export const BRAND_PROFILE_LIMITS = {
  nameMax: 120,
  websiteMax: 2048,
  descriptionMax: 2000,
  /** Brands one account may run. */
  perAccountMax: 50,
} as const;

export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BRAND_LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
