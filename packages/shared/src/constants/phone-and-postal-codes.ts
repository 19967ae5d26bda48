/**
 * Per-country input caps and placeholders (spec 2 §2.2, §2.5, §9). They size the inputs; the server's rules
 * are the phone length 5..20 and the postal caps below.
 */

const PHONE_INPUT_MAX_LENGTH: Record<string, number> = { US: 14, CA: 14, IN: 10, GB: 12, AU: 12 };
const PHONE_INPUT_MAX_LENGTH_DEFAULT = 15;

const PHONE_PLACEHOLDERS: Record<string, string> = {
  US: '(555) 123-4567',
  CA: '(416) 555-0123',
  IN: '9876543210',
  GB: '07400 123456',
  AU: '0412 345 678',
};
const PHONE_PLACEHOLDER_DEFAULT = '123 456 7890';

/** Dial code → the country whose caps apply, for a select that offers dial codes only. */
const COUNTRY_OF_DIAL_CODE: Record<string, string> = { '+1': 'US', '+91': 'IN', '+44': 'GB', '+61': 'AU' };

const byCountryOrDial = (countryOrDialCode: string) =>
  countryOrDialCode.startsWith('+') ? (COUNTRY_OF_DIAL_CODE[countryOrDialCode] ?? '') : countryOrDialCode.toUpperCase();

/** maxLength of the phone input: US and CA 14, IN 10, GB and AU 12, all others 15. Takes 'IN' or '+91'. */
export const phoneInputMaxLength = (countryOrDialCode: string) =>
  PHONE_INPUT_MAX_LENGTH[byCountryOrDial(countryOrDialCode)] ?? PHONE_INPUT_MAX_LENGTH_DEFAULT;

/** A placeholder that fits the country's cap. Takes 'IN' or '+91'. */
export const phonePlaceholder = (countryOrDialCode: string) =>
  PHONE_PLACEHOLDERS[byCountryOrDial(countryOrDialCode)] ?? PHONE_PLACEHOLDER_DEFAULT;

const POSTAL_CODE_MAX_LENGTH: Record<string, number> = { US: 10, IN: 6 };
const POSTAL_CODE_MAX_LENGTH_DEFAULT = 12;
const POSTAL_CODE_PLACEHOLDERS: Record<string, string> = { US: '12345 or 12345-6789', IN: '400001', GB: 'SW1A 1AA', CA: 'K1A 0B1' };

/** Postal code cap for a country code: US 10, IN 6, others 12. Also enforced by the server. */
export const postalCodeMaxLength = (country: string) => POSTAL_CODE_MAX_LENGTH[country.toUpperCase()] ?? POSTAL_CODE_MAX_LENGTH_DEFAULT;

export const postalCodePlaceholder = (country: string) => POSTAL_CODE_PLACEHOLDERS[country.toUpperCase()] ?? '';
