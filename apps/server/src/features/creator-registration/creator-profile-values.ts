import type {
  TCreatorStep1Request,
  TCreatorStep2Request,
  TCreatorStep4Request,
  TCreatorStep5Request,
} from '@amplio/shared/schemas/creator-registration';
import type { CreatorProfileValues } from './creator-registration.repository';

/** The creator_profiles row from the parsed wizard steps. */
export function toProfileValues(input: {
  s1: Omit<TCreatorStep1Request, 'password' | 'password_confirmation'>;
  s2: TCreatorStep2Request;
  s4: TCreatorStep4Request;
  s5: TCreatorStep5Request;
  photoFileId: string | null;
  now: Date;
}): CreatorProfileValues {
  const { s1, s2, s4, s5 } = input;
  return {
    firstName: s1.first_name,
    lastName: s1.last_name,
    username: s2.username,
    phoneCountryCode: s1.country_code,
    phoneNumber: s1.phone_number,
    gender: s2.gender,
    dateOfBirth: s2.date_of_birth,
    language: s2.language,
    bio: s2.bio,
    profilePhotoFileId: input.photoFileId,
    address1: s4.address1,
    address2: s4.address2 ?? null,
    country: s4.country,
    state: s4.state,
    city: s4.city,
    postalCode: s4.postal_code,
    timezone: s4.timezone,
    categories: s5.selected_categories,
    contentType: s5.content_type,
    audienceSize: s5.audience_size,
    termsAcceptedAt: input.now,
  };
}
