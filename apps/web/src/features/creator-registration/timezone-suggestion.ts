import { TIMEZONE_VALUES } from '@amplio/shared/constants/timezones';

/** The zones of the step-4 list (spec 2 §3.2) that lie in each country. Countries not listed have none of them. */
const ZONES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  IN: ['Asia/Kolkata'],
  AE: ['Asia/Dubai'],
  SG: ['Asia/Singapore'],
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  GB: ['Europe/London'],
  FR: ['Europe/Paris'],
  JP: ['Asia/Tokyo'],
  AU: ['Australia/Sydney'],
  NZ: ['Pacific/Auckland'],
};

/** The browser's own zone (Intl), or '' when it cannot say. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/**
 * The timezone to preselect for a country: its only zone when it has one, else the browser's zone when that is one
 * of the country's, else none ('').
 */
export function suggestTimezone(country: string, browserZone: string): string {
  const zones = (ZONES_BY_COUNTRY[country] ?? []).filter((zone) => TIMEZONE_VALUES.includes(zone));
  if (zones.length === 1) return zones[0] ?? '';
  return zones.includes(browserZone) ? browserZone : '';
}

/** Whether a chosen zone still fits the country, so a change of country keeps a choice that is still right. */
export function timezoneFitsCountry(country: string, zone: string): boolean {
  return (ZONES_BY_COUNTRY[country] ?? []).includes(zone);
}
