import {
  CREATOR_WIZARD_STEP_COUNT,
  type CreatorStep,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_DIAL_CODE,
} from '@amplio/shared/constants/creator-options';
import { DEFAULT_LANGUAGE } from '@amplio/shared/constants/languages';
import { SOCIAL_PLATFORMS } from '@amplio/shared/constants/social-platforms';
import { SOCIAL_ERROR_KEY } from '@amplio/shared/schemas/creator-social-links';

/** Every field of the wizard (spec 2 §3.1), in the spec's names. One react-hook-form holds them all. */
export interface CreatorWizardValues {
  // Step 1, Account
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  countryCode: string;
  phoneNumber: string;
  // Step 2, Profile (the photo file lives outside the form: a File cannot be stored or reset like text)
  username: string;
  gender: string;
  dateOfBirth: string;
  language: string;
  bio: string;
  // Step 3, Social links: one text per platform, one range per platform that has ranges, and the general error key
  instagram: string;
  twitter: string;
  facebook: string;
  youtube: string;
  twitch: string;
  amazon_storefront: string;
  linkedin: string;
  snapchat: string;
  tiktok: string;
  website: string;
  instagramFollowers: string;
  twitterFollowers: string;
  facebookFollowers: string;
  youtubeSubscribers: string;
  twitchFollowers: string;
  linkedinConnections: string;
  snapchatFollowers: string;
  tiktokFollowers: string;
  websiteVisitors: string;
  socialMedia: string;
  // Step 4, Address
  address1: string;
  address2: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  timezone: string;
  // Step 5, Preferences
  selectedCategories: string[];
  contentType: string;
  audienceSize: string;
  termsAccepted: boolean;
}

/** The general step 3 error (spec 2 §5.3 "at least one link") sits on this key; nothing is typed into it. */
export const SOCIAL_GENERAL_FIELD = SOCIAL_ERROR_KEY.client;

export const SOCIAL_FIELDS: readonly string[] = SOCIAL_PLATFORMS.flatMap((p) => (p.rangeField ? [p.key, p.rangeField] : [p.key]));

/** The fields each step owns, in screen order (the order errors are scrolled to). */
export const STEP_FIELDS: Readonly<Record<CreatorStep, readonly string[]>> = {
  1: ['firstName', 'lastName', 'countryCode', 'phoneNumber', 'email', 'password', 'confirmPassword'],
  2: ['profile_photo', 'username', 'gender', 'dateOfBirth', 'language', 'bio'],
  3: [SOCIAL_GENERAL_FIELD, ...SOCIAL_FIELDS],
  4: ['address1', 'address2', 'country', 'state', 'city', 'postalCode', 'timezone'],
  5: ['selectedCategories', 'contentType', 'audienceSize', 'termsAccepted'],
};

export const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

const STEPS = Array.from({ length: CREATOR_WIZARD_STEP_COUNT }, (_, i) => (i + 1) as CreatorStep);

export function stepOfField(field: string): CreatorStep | undefined {
  return STEPS.find((step) => STEP_FIELDS[step].includes(field));
}

/** The earliest step that owns one of these fields (a register 422 may point anywhere). */
export function firstStepOf(fields: readonly string[]): CreatorStep | undefined {
  const steps = fields.map(stepOfField).filter((s): s is CreatorStep => s !== undefined);
  return steps.length ? (Math.min(...steps) as CreatorStep) : undefined;
}

export function clampStep(n: unknown): CreatorStep {
  const step = Math.trunc(Number(n));
  if (!Number.isFinite(step) || step < 1) return 1;
  return Math.min(step, CREATOR_WIZARD_STEP_COUNT) as CreatorStep;
}

export type WizardField = keyof CreatorWizardValues;
type SocialField = Exclude<
  WizardField,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'countryCode'
  | 'phoneNumber'
  | 'username'
  | 'gender'
  | 'dateOfBirth'
  | 'language'
  | 'bio'
  | 'socialMedia'
  | 'address1'
  | 'address2'
  | 'country'
  | 'state'
  | 'city'
  | 'postalCode'
  | 'timezone'
  | 'selectedCategories'
  | 'contentType'
  | 'audienceSize'
  | 'termsAccepted'
>;

export function defaultWizardValues(): CreatorWizardValues {
  const social = Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, ''])) as Pick<CreatorWizardValues, SocialField>;
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    countryCode: DEFAULT_DIAL_CODE,
    phoneNumber: '',
    username: '',
    gender: '',
    dateOfBirth: '',
    language: DEFAULT_LANGUAGE,
    bio: '',
    ...social,
    [SOCIAL_GENERAL_FIELD]: '',
    address1: '',
    address2: '',
    country: '',
    state: '',
    city: '',
    postalCode: '',
    timezone: '',
    selectedCategories: [],
    contentType: DEFAULT_CONTENT_TYPE,
    audienceSize: '',
    termsAccepted: false,
  };
}

/**
 * Spec 2 §4.1: going back to step 2 or 3 resets the fields of the later steps to their defaults. Going back to
 * step 1 or 4 keeps everything. Returns the values to reset, or null when nothing is reset.
 */
export function fieldsResetOnReaching(step: CreatorStep): readonly string[] | null {
  if (step !== 2 && step !== 3) return null;
  return STEPS.filter((s) => s > step).flatMap((s) => STEP_FIELDS[s]);
}

export function withLaterStepsReset(values: CreatorWizardValues, step: CreatorStep): CreatorWizardValues {
  const fields = fieldsResetOnReaching(step);
  if (!fields) return values;
  const defaults = defaultWizardValues();
  const next: Record<string, unknown> = { ...values };
  for (const field of fields) if (field in defaults) next[field] = defaults[field as WizardField];
  return next as unknown as CreatorWizardValues;
}

/** Whatever arrives from storage or the server, coerced onto the form's shape; unknown keys are dropped. */
export function toWizardValues(input: Record<string, unknown> | null | undefined): Partial<CreatorWizardValues> {
  if (!input) return {};
  const defaults = defaultWizardValues();
  const out: Record<string, string | string[] | boolean> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(fallback)) {
      if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
    } else if (typeof fallback === 'boolean') {
      out[key] = value === true || value === 1 || value === '1' || value === 'true';
    } else if (typeof value === 'string' || typeof value === 'number') {
      out[key] = String(value);
    }
  }
  return out as Partial<CreatorWizardValues>;
}

/** "Asha Rao": the read-only full name of step 4. */
export const fullNameOf = (values: Pick<CreatorWizardValues, 'firstName' | 'lastName'>) =>
  [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');

/** "AR": the placeholder of the photo picker until a photo is chosen. */
export function initialsOf(values: Pick<CreatorWizardValues, 'firstName' | 'lastName'>): string {
  const letters = [values.firstName, values.lastName].map((n) => n.trim()[0] ?? '').join('');
  return letters.toUpperCase();
}
