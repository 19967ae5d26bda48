import { z } from 'zod';
import { asList, creatorFieldRules as R, postalCodeFitsCountry } from './creator-field-rules';

export const CREATOR_PROFILE_MESSAGES = {
  updated: 'Your profile is saved.',
  photoUpdated: 'Your new photo is on your profile.',
  photoRemoved: 'Your photo is removed.',
  photoMissing: 'Please choose a photo to upload (JPEG, PNG or GIF, at most 2MB).',
  notFound: 'Your creator profile could not be found. Please contact support.',
  loadFailed: 'Your profile could not be loaded. Please try again.',
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
