import { countries as isoCountries } from 'countries-list';

/**
 * Countries of the address step and the dial-code select, from the maintained `countries-list` package
 * (ISO 3166-1 names and calling codes), sorted by name. A large list: import this file lazily in the browser.
 *
 * Left out: Ascension and Tristan da Cunha (not ISO 3166-1 codes) and territories without a permanent population.
 */
const EXCLUDED = new Set(['AC', 'TA', 'AQ', 'BV', 'HM', 'GS', 'UM', 'TF']);
/** The package lists North American area codes (+1809) and Kosovo's historical codes; we show the calling code. */
const DIAL_OVERRIDES: Record<string, string> = { DO: '+1', PR: '+1', XK: '+383' };

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  /** E.g. '+91'. */
  dialCode: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(isoCountries)
  .filter(([code, c]) => !EXCLUDED.has(code) && c.phone.length > 0)
  .map(([code, c]) => ({ code, name: c.name, dialCode: DIAL_OVERRIDES[code] ?? `+${c.phone[0]}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

export const findCountry = (code: string): Country | undefined => BY_CODE.get(code.toUpperCase());
export const isCountryCode = (code: string) => BY_CODE.has(code.toUpperCase());

/** Unique dial codes, for the step 1 select; the first country with a code names it (e.g. '+1' United States first). */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRIES.map((c) => c.dialCode))];
