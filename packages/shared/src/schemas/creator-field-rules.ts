import { z } from 'zod';
import {
  AUDIENCE_SIZE_VALUES,
  CONTENT_TYPE_VALUES,
  CREATOR_CATEGORY_VALUES,
  CREATOR_LIMITS as L,
  countBioLetters,
  DEFAULT_DIAL_CODE,
  GENDER_VALUES,
} from '../constants/creator-options';
import { isOldEnough } from '../domain/age';
import { LANGUAGES } from '../constants/languages';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../constants/patterns';
import { postalCodeMaxLength } from '../constants/phone-and-postal-codes';
import { TIMEZONE_VALUES } from '../constants/timezones';
import { CREATOR_REGISTRATION_MESSAGES as M } from './creator-registration-messages';
import { asBoolean, asList, emptyToUndefined } from './form-coercion';

/** Later checks skip an empty value, so a blank field shows only its "required" message. */
const ifFilled = (error: string) => ({ error, when: (p: { value: unknown }) => typeof p.value === 'string' && p.value.length > 0 });
const text = (requiredMessage: string, max: number) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, M.tooLong);
const choice = (values: readonly string[], message: string) => z.string({ error: message }).refine((v) => values.includes(v), message);
/** JSON clients may send a phone or postal code as a number. */
const numberAsText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

export const USERNAME_ALLOWED = /^[A-Za-z0-9._-]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const DIAL_CODE_PATTERN = /^\+\d{1,4}$/;
const EARLIEST_BIRTH_DATE = '1900-01-01';

const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** The latest date it is anywhere on Earth (UTC+14), so nobody's "today" is refused. */
const latestToday = () => new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** One rule per field, shared by the server's step schemas and the browser's forms. */
export const creatorFieldRules = {
  firstName: text(M.firstNameRequired, L.nameMax),
  lastName: text(M.lastNameRequired, L.nameMax),
  email: text(M.emailRequired, L.emailMax).regex(EMAIL_PATTERN, ifFilled(M.emailInvalid)),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, ifFilled(M.passwordTooShort))
    .max(L.passwordMax, M.tooLong),
  passwordConfirmation: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired).max(L.passwordMax, M.tooLong),
  countryCode: z.preprocess(
    (v) => emptyToUndefined(v) ?? DEFAULT_DIAL_CODE,
    z.string({ error: M.countryCodeInvalid }).trim().regex(DIAL_CODE_PATTERN, M.countryCodeInvalid),
  ),
  phoneNumber: z.preprocess(
    numberAsText,
    z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .min(L.phoneMin, ifFilled(M.phoneInvalid))
      .max(L.phoneMax, M.phoneTooLong)
      .regex(PHONE_PATTERN, ifFilled(M.phoneInvalid)),
  ),
  /** The @ is the input's prefix; a typed one is dropped. */
  username: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^@/, '') : v),
    z
      .string({ error: M.usernameRequired })
      .min(1, M.usernameRequired)
      .min(L.usernameMin, ifFilled(M.usernameTooShort))
      .max(L.usernameMax, M.usernameTooLong)
      .regex(USERNAME_ALLOWED, ifFilled(M.usernameChars))
      .regex(/^[A-Za-z]/, ifFilled(M.usernameStart))
      .regex(/[A-Za-z]/, ifFilled(M.usernameLetter)),
  ),
  gender: choice(GENDER_VALUES, M.genderRequired),
  /** YYYY-MM-DD, a real calendar date, from 1900 up to 18 years before today in India (spec 1 §9's terms). */
  dateOfBirth: text(M.dateOfBirthRequired, 10)
    .regex(ISO_DATE, ifFilled(M.dateOfBirthRequired))
    .refine((v) => !ISO_DATE.test(v) || (isCalendarDate(v) && v >= EARLIEST_BIRTH_DATE), ifFilled(M.dateOfBirthRequired))
    .refine((v) => !ISO_DATE.test(v) || v <= latestToday(), ifFilled(M.dateOfBirthFuture))
    .refine((v) => !ISO_DATE.test(v) || v > latestToday() || isOldEnough(v), ifFilled(M.dateOfBirthUnderAge)),
  language: choice(LANGUAGES, M.languageRequired),
  bio: z
    .string({ error: M.bioRequired })
    .trim()
    .min(1, M.bioRequired)
    .max(L.bioMax, M.bioTooLong)
    .superRefine((v, ctx) => {
      const letters = countBioLetters(v);
      if (letters > 0 && letters < L.bioMinLetters) ctx.addIssue({ code: 'custom', message: M.bioTooShort(letters) });
    }),
  address1: text(M.address1Required, L.addressMax),
  address2: z.preprocess(emptyToUndefined, z.string({ error: M.tooLong }).trim().max(L.addressMax, M.tooLong).optional()),
  /** ISO 3166-1 alpha-2. The server also checks it against the country list (too large for every form to carry). */
  country: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: M.countryRequired }).regex(/^[A-Z]{2}$/, M.countryRequired),
  ),
  state: text(M.stateRequired, L.stateMax),
  city: text(M.cityRequired, L.cityMax),
  /** The per-country cap needs the country: see postalCodeFitsCountry. */
  postalCode: z.preprocess(numberAsText, text(M.postalCodeRequired, 64).regex(POSTAL_CODE_PATTERN, ifFilled(M.postalCodeInvalid))),
  timezone: choice(TIMEZONE_VALUES, M.timezoneRequired),
  selectedCategories: z
    .array(
      z.string().refine((v) => CREATOR_CATEGORY_VALUES.includes(v), M.categoriesRequired),
      { error: M.categoriesRequired },
    )
    .min(1, M.categoriesRequired)
    .transform((list) => [...new Set(list)]),
  contentType: choice(CONTENT_TYPE_VALUES, M.contentTypeRequired),
  audienceSize: choice(AUDIENCE_SIZE_VALUES, M.audienceSizeRequired),
  termsAccepted: z.literal(true, { error: M.termsRequired }),
};

/** India's PIN code: 6 digits, the first of them not 0. */
const INDIA_PIN_CODE = /^[1-9]\d{5}$/;

/**
 * What is wrong with a postal code for a country, or null. India: a 6-digit PIN code not starting with 0;
 * elsewhere the spec's cap (US 10, others 12).
 */
export function postalCodeProblem(country: string, postalCode: string): string | null {
  const code = postalCode.trim();
  if (country.trim().toUpperCase() === 'IN') return INDIA_PIN_CODE.test(code) ? null : M.postalCodeIndia;
  const max = postalCodeMaxLength(country);
  return code.length <= max ? null : M.postalCodeTooLong(max);
}

/** The postal code's rule by country (postalCodeProblem), checked even when other fields fail. */
export const postalCodeFitsCountry = (countryKey: string, postalKey: string) => {
  const problemOf = (v: Record<string, unknown> | undefined) => {
    const postal = v?.[postalKey];
    const country = v?.[countryKey];
    // An empty or malformed code already has its own message.
    if (typeof postal !== 'string' || !POSTAL_CODE_PATTERN.test(postal.trim())) return null;
    return postalCodeProblem(typeof country === 'string' ? country : '', postal);
  };
  return [
    (v: Record<string, unknown>) => problemOf(v) === null,
    {
      error: (issue: { input: unknown }) => problemOf(issue.input as Record<string, unknown> | undefined) ?? M.postalCodeInvalid,
      path: [postalKey],
      when: () => true,
    },
  ] as [(v: Record<string, unknown>) => boolean, { error: (issue: { input: unknown }) => string; path: string[]; when: () => boolean }];
};

export { asBoolean, asList, emptyToUndefined };
