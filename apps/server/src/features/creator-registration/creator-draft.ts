import type { CreatorStep } from '@amplio/shared/constants/creator-options';
import { CREATOR_SERVER_TO_CLIENT_FIELD } from '@amplio/shared/schemas/creator-registration';

/**
 * What a creator draft's `data` holds: each saved step's parsed fields (server keys), and the id of the photo
 * uploaded at step 2. Never the password: that is only the draft's password_hash.
 */
export interface CreatorDraftData {
  steps: Partial<Record<`${CreatorStep}`, Record<string, unknown>>>;
  profile_photo_id?: string;
}

export function readDraftData(data: Record<string, unknown> | undefined): CreatorDraftData {
  const steps = data?.steps && typeof data.steps === 'object' ? (data.steps as CreatorDraftData['steps']) : {};
  const photo = typeof data?.profile_photo_id === 'string' ? data.profile_photo_id : undefined;
  return { steps, ...(photo ? { profile_photo_id: photo } : {}) };
}

/** The saved steps in the wizard's field names, for restoring the form (spec 2 §3.1, §3.5). */
export function draftToClientFields(data: CreatorDraftData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const step of Object.values(data.steps)) {
    for (const [key, value] of Object.entries(step ?? {})) fields[CREATOR_SERVER_TO_CLIENT_FIELD[key] ?? key] = value;
  }
  fields.photoUploaded = data.profile_photo_id !== undefined;
  if (data.profile_photo_id) fields.profilePhotoId = data.profile_photo_id;
  return fields;
}
