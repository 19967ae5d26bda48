import { z } from 'zod';
import { CONTENT_TYPE_WHEN_MISSING, CONTENT_TYPES, CREATOR_WIZARD_STEP_COUNT, type CreatorStep } from '../constants/creator-options';
import { IMAGE_MIME_TYPES } from '../constants/files';
import { PROFILE_PHOTO_MAX_BYTES } from '../constants/limits';
import { SOCIAL_PLATFORMS } from '../constants/social-platforms';
import { asBoolean, asList, creatorFieldRules as R, postalCodeFitsCountry } from './creator-field-rules';
import { CREATOR_REGISTRATION_MESSAGES as M } from './creator-registration-messages';
import { SOCIAL_ERROR_KEY, socialLinksSchema } from './creator-social-links';
import { emptyToUndefined, matchPasswords } from './form-coercion';

export { CREATOR_REGISTRATION_MESSAGES } from './creator-registration-messages';
export { creatorFieldRules } from './creator-field-rules';
export { type SocialAccountInput, socialAccountsOf } from './creator-social-links';

// ---- Field names: the spec's payload is camelCase (spec 2 §3.1, §7); its 422 errors are snake_case (§8.1). ----

/** Browser field (and payload name) → server key, for every field whose two names differ. */
export const CREATOR_CLIENT_TO_SERVER_FIELD: Readonly<Record<string, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  confirmPassword: 'password_confirmation',
  countryCode: 'country_code',
  phoneNumber: 'phone_number',
  dateOfBirth: 'date_of_birth',
  postalCode: 'postal_code',
  selectedCategories: 'selected_categories',
  contentType: 'content_type',
  audienceSize: 'audience_size',
  termsAccepted: 'terms_accepted',
  socialMedia: SOCIAL_ERROR_KEY.server,
  ...Object.fromEntries(SOCIAL_PLATFORMS.flatMap((p) => (p.rangeField ? [[p.rangeField, p.rangeErrorKey]] : []))),
};

const SAME_NAME_FIELDS = [
  'email',
  'password',
  'username',
  'bio',
  'gender',
  'language',
  'address1',
  'address2',
  'country',
  'state',
  'city',
  'timezone',
  'profile_photo',
  'step',
  ...SOCIAL_PLATFORMS.map((p) => p.key),
];

/** Server error keys → browser field names, for mapping a 422 onto the wizard (spec 2 §8.1). */
export const CREATOR_SERVER_TO_CLIENT_FIELD: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SAME_NAME_FIELDS.map((k) => [k, k])),
  ...Object.fromEntries(Object.entries(CREATOR_CLIENT_TO_SERVER_FIELD).map(([client, server]) => [server, client])),
};

/** Renames camelCase payload keys to the server's keys; a snake_case key sent as well wins. */
export function toCreatorServerKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const serverKey = CREATOR_CLIENT_TO_SERVER_FIELD[key] ?? key;
    if (serverKey === key || !(serverKey in input)) out[serverKey] = value;
  }
  return out;
}

const serverShape = <T extends z.ZodType>(schema: T) => z.preprocess(toCreatorServerKeys, schema);

// ---- Server step schemas: accept the spec's payload, answer errors under snake_case keys. ----

const step1Fields = {
  first_name: R.firstName,
  last_name: R.lastName,
  email: R.email,
  password: R.password,
  password_confirmation: R.passwordConfirmation,
  country_code: R.countryCode,
  phone_number: R.phoneNumber,
};

export const ZCreatorStep1Request = serverShape(
  z.object(step1Fields).refine(...matchPasswords('password_confirmation', M.passwordsDiffer)),
);

/**
 * Step 1 saved again once a password is on file: the browser never keeps the password (DESIGN.md), so after a
 * reload it sends none. A password that is sent is checked as on first save.
 */
export const ZCreatorStep1UpdateRequest = serverShape(
  z
    .object({
      ...step1Fields,
      password: z.preprocess(emptyToUndefined, R.password.optional()),
      password_confirmation: z.preprocess(emptyToUndefined, R.passwordConfirmation.optional()),
    })
    .refine((v) => v.password === undefined || v.password_confirmation !== undefined, {
      message: M.confirmRequired,
      path: ['password_confirmation'],
    })
    .refine(...matchPasswords('password_confirmation', M.passwordsDiffer)),
);

export const ZCreatorStep2Request = serverShape(
  z.object({
    username: R.username,
    gender: R.gender,
    date_of_birth: R.dateOfBirth,
    language: R.language,
    bio: R.bio,
  }),
);

export const ZCreatorStep3Request = serverShape(socialLinksSchema('server'));

export const ZCreatorStep4Request = serverShape(
  z
    .object({
      address1: R.address1,
      address2: R.address2,
      country: R.country,
      state: R.state,
      city: R.city,
      postal_code: R.postalCode,
      timezone: R.timezone,
    })
    .refine(...postalCodeFitsCountry('country', 'postal_code')),
);

export const ZCreatorStep5Request = serverShape(
  z.object({
    selected_categories: z.preprocess(asList, R.selectedCategories),
    // Spec 2 §7: the client sends 'other' when no content type is chosen.
    content_type: z.preprocess((v) => emptyToUndefined(v) ?? CONTENT_TYPE_WHEN_MISSING, R.contentType),
    audience_size: R.audienceSize,
    terms_accepted: z.preprocess(asBoolean, R.termsAccepted),
  }),
);

export const CREATOR_STEP_SCHEMAS = {
  1: ZCreatorStep1Request,
  2: ZCreatorStep2Request,
  3: ZCreatorStep3Request,
  4: ZCreatorStep4Request,
  5: ZCreatorStep5Request,
} as const;
export type TCreatorStep1Request = z.output<typeof ZCreatorStep1Request>;
export type TCreatorStep2Request = z.output<typeof ZCreatorStep2Request>;
export type TCreatorStep3Request = z.output<typeof ZCreatorStep3Request>;
export type TCreatorStep4Request = z.output<typeof ZCreatorStep4Request>;
export type TCreatorStep5Request = z.output<typeof ZCreatorStep5Request>;

const STEP_VALUES = Array.from({ length: CREATOR_WIZARD_STEP_COUNT }, (_, i) => i + 1);
export const isCreatorStep = (n: number): n is CreatorStep => STEP_VALUES.includes(n);

// ---- Endpoints (spec 2 §7). ----

/** POST /api/creators/save-step: `step` plus the fields of that step, multipart (or JSON). */
export const ZCreatorSaveStepRequest = z
  .object({
    step: z.union([z.number().int().min(1).max(5), z.enum(['1', '2', '3', '4', '5'])]),
    user_id: z.string().optional(),
  })
  .catchall(z.unknown());

export const ZCreatorSaveStepResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The registration in progress; the browser keeps it and sends it back, the server goes by the session. */
  user_id: z.string(),
  step: z.number(),
  next_step: z.number().nullable(),
});
export type TCreatorSaveStepResponse = z.infer<typeof ZCreatorSaveStepResponse>;

/** POST /api/creators/register: the spec's client sends every field again; the server takes the saved steps. */
export const ZCreatorRegisterRequest = z.object({ user_id: z.string().optional() }).catchall(z.unknown());

export const ZCreatorRegisterResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  requires_otp_verification: z.literal(true),
  email: z.string(),
  /** The new account's id. */
  user_id: z.string(),
});
export type TCreatorRegisterResponse = z.infer<typeof ZCreatorRegisterResponse>;

/** GET /api/creators/registration: the saved steps in browser field names, never the password. */
export const ZCreatorRegistrationDraftResponse = z.object({
  /** The step to show: one past the last step saved. */
  step: z.number(),
  user_id: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type TCreatorRegistrationDraftResponse = z.infer<typeof ZCreatorRegistrationDraftResponse>;

// ---- The browser's forms (spec 2 §3.1 names), one per step, from the same rules and messages. ----

export const ZCreatorAccountForm = z
  .object({
    firstName: R.firstName,
    lastName: R.lastName,
    email: R.email,
    password: R.password,
    confirmPassword: R.passwordConfirmation,
    countryCode: R.countryCode,
    phoneNumber: R.phoneNumber,
  })
  .refine(...matchPasswords('confirmPassword', M.passwordsDiffer));

/**
 * Step 1 in the browser once the server holds the password (the wizard resumed after a reload, DESIGN.md: the
 * browser never keeps it). Left blank, the saved password stays; a password that is typed is checked as usual.
 */
export const ZCreatorAccountUpdateForm = z
  .object({
    firstName: R.firstName,
    lastName: R.lastName,
    email: R.email,
    password: z.preprocess(emptyToUndefined, R.password.optional()),
    confirmPassword: z.preprocess(emptyToUndefined, R.passwordConfirmation.optional()),
    countryCode: R.countryCode,
    phoneNumber: R.phoneNumber,
  })
  .refine((v) => v.password === undefined || v.confirmPassword !== undefined, { message: M.confirmRequired, path: ['confirmPassword'] })
  .refine(...matchPasswords('confirmPassword', M.passwordsDiffer));

export const ZCreatorProfileForm = z.object({
  username: R.username,
  gender: R.gender,
  dateOfBirth: R.dateOfBirth,
  language: R.language,
  bio: R.bio,
});

export const ZCreatorSocialForm = socialLinksSchema('client');

export const ZCreatorAddressForm = z
  .object({
    address1: R.address1,
    address2: R.address2,
    country: R.country,
    state: R.state,
    city: R.city,
    postalCode: R.postalCode,
    timezone: R.timezone,
  })
  .refine(...postalCodeFitsCountry('country', 'postalCode'));

const CARD_VALUES: readonly string[] = CONTENT_TYPES.map((c) => c.value);
export const ZCreatorPreferencesForm = z.object({
  selectedCategories: R.selectedCategories,
  contentType: R.contentType.refine((v) => CARD_VALUES.includes(v), M.contentTypeRequired),
  audienceSize: R.audienceSize,
  termsAccepted: R.termsAccepted,
});

export const CREATOR_STEP_FORMS = {
  1: ZCreatorAccountForm,
  2: ZCreatorProfileForm,
  3: ZCreatorSocialForm,
  4: ZCreatorAddressForm,
  5: ZCreatorPreferencesForm,
} as const;
export type TCreatorAccountForm = z.input<typeof ZCreatorAccountForm>;
export type TCreatorProfileForm = z.input<typeof ZCreatorProfileForm>;
export type TCreatorSocialForm = z.input<typeof ZCreatorSocialForm>;
export type TCreatorAddressForm = z.input<typeof ZCreatorAddressForm>;
export type TCreatorPreferencesForm = z.input<typeof ZCreatorPreferencesForm>;

/** The photo checks the browser can make before upload (the server sniffs the bytes again). Null when fine. */
export function checkProfilePhoto(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return M.photoWrongType;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return M.photoTooLarge;
  return null;
}
