import { z } from 'zod';
import { PAN_PATTERN } from '../domain/gstin';
import { asList, creatorFieldRules as R, postalCodeFitsCountry } from './creator-field-rules';

export const CREATOR_PROFILE_MESSAGES = {
  updated: 'Your profile is saved.',
  photoUpdated: 'Your new photo is on your profile.',
  photoRemoved: 'Your photo is removed.',
  photoMissing: 'Please choose a photo to upload (JPEG, PNG or GIF, at most 2MB).',
  notFound: 'Your creator profile could not be found. Please contact support.',
  loadFailed: 'Your profile could not be loaded. Please try again.',
  detailsUpdated: 'Your details are saved.',
  panInvalid: 'Enter your PAN as on the card: five letters, four digits and a letter, like ABCDE1234F.',
} as const;

/**
 * PUT /api/creator/profile: what registration collected (spec 2 §2.3 to §2.6) that a creator may change later,
 * with registration's rules and messages. The username is unique, case-insensitively, as at registration.
 */
export const ZUpdateCreatorProfileRequest = z
  .object({
    first_name: R.firstName,
    last_name: R.lastName,
    username: R.username,
    bio: R.bio,
    address1: R.address1,
    address2: R.address2,
    country: R.country,
    state: R.state,
    city: R.city,
    postal_code: R.postalCode,
    timezone: R.timezone,
    selected_categories: z.preprocess(asList, R.selectedCategories),
    content_type: R.contentType,
  })
  .refine(...postalCodeFitsCountry('country', 'postal_code'));
export type TUpdateCreatorProfileRequest = z.input<typeof ZUpdateCreatorProfileRequest>;
export type TCreatorProfileValues = z.output<typeof ZUpdateCreatorProfileRequest>;

/**
 * PUT /api/creator/profile/details (issue 25): the rest of what registration collected (phone, gender, date of birth,
 * language, audience size) with registration's own rules and messages, so an edit cannot make a creator under 18;
 * and the optional PAN (AAAAA9999A), shown on the creator's statements.
 */
export const ZUpdateCreatorDetailsRequest = z.object({
  country_code: R.countryCode,
  phone_number: R.phoneNumber,
  gender: R.gender,
  date_of_birth: R.dateOfBirth,
  language: R.language,
  audience_size: R.audienceSize,
  pan: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() || undefined : v === null ? undefined : v),
      z.string({ error: CREATOR_PROFILE_MESSAGES.panInvalid }).regex(PAN_PATTERN, CREATOR_PROFILE_MESSAGES.panInvalid).optional(),
    )
    .transform((v) => v ?? null),
});
export type TUpdateCreatorDetailsRequest = z.input<typeof ZUpdateCreatorDetailsRequest>;

export const ZCreatorProfile = z.object({
  name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  bio: z.string(),
  /** The photo's address on the authorised files route, or null. */
  profile_photo: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postal_code: z.string(),
  timezone: z.string(),
  selected_categories: z.array(z.string()),
  content_type: z.string(),
  country_code: z.string(),
  phone_number: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
  language: z.string(),
  audience_size: z.string(),
  /** The PAN, or null when the creator has not given one. */
  pan: z.string().nullable(),
  updated_at: z.string(),
});
export type TCreatorProfile = z.infer<typeof ZCreatorProfile>;

export const ZGetCreatorProfileResponse = z.object({ success: z.literal(true), data: ZCreatorProfile });
export type TGetCreatorProfileResponse = z.infer<typeof ZGetCreatorProfileResponse>;

export const ZUpdateCreatorProfileResponse = z.object({ success: z.literal(true), message: z.string(), data: ZCreatorProfile });
export type TUpdateCreatorProfileResponse = z.infer<typeof ZUpdateCreatorProfileResponse>;

/** POST /api/creator/profile/photo (multipart `profile_photo`) and DELETE /api/creator/profile/photo. */
export const ZCreatorPhotoResponse = z.object({ success: z.literal(true), message: z.string(), profile_photo: z.string().nullable() });
export type TCreatorPhotoResponse = z.infer<typeof ZCreatorPhotoResponse>;

/** GET /api/creator/alerts/unread-count: the overview badge (spec 3 §2.2). */
export const ZUnreadAlertsResponse = z.object({ success: z.literal(true), unread_count: z.number().int().min(0) });
export type TUnreadAlertsResponse = z.infer<typeof ZUnreadAlertsResponse>;
