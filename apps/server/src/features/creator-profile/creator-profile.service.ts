import { isCountryCode } from '@amplio/shared/constants/countries';
import { CREATOR_REGISTRATION_MESSAGES } from '@amplio/shared/schemas/creator-registration-messages';
import {
  CREATOR_PROFILE_MESSAGES as M,
  type TCreatorProfile,
  ZUpdateCreatorDetailsRequest,
  ZUpdateCreatorProfileRequest,
} from '@amplio/shared/schemas/creator-profile';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SessionForgetter } from '../../plugins/session-cache';
import { AppError, fieldError, uniqueViolationConstraint } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { discardStoredFilesById } from '../../lib/uploads/discard-by-id';
import { fileUrl } from '../../lib/uploads/file-url';
import { discardStoredFiles, type StoredFile } from '../../lib/uploads/stored-files';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import {
  findProfile,
  isUsernameTakenByOther,
  lockProfilePhoto,
  type ProfileWithAccount,
  setProfilePhoto,
  updateProfile,
  updateProfileDetails,
  USERNAME_UNIQUE_INDEX,
} from './creator-profile.repository';

const usernameTaken = () => fieldError('username', CREATOR_REGISTRATION_MESSAGES.usernameTaken);
const profileNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });

export function toCreatorProfile(row: ProfileWithAccount): TCreatorProfile {
  return {
    name: row.name,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    bio: row.bio,
    profile_photo: fileUrl(row.profilePhotoFileId),
    address1: row.address1,
    address2: row.address2,
    country: row.country,
    state: row.state,
    city: row.city,
    postal_code: row.postalCode,
    timezone: row.timezone,
    selected_categories: row.categories,
    content_type: row.contentType,
    country_code: row.phoneCountryCode,
    phone_number: row.phoneNumber,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    language: row.language,
    audience_size: row.audienceSize,
    pan: row.pan,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createCreatorProfileService(deps: { db: Db; storage: Storage; clock: Clock; sessions: SessionForgetter }) {
  const { db, storage, clock, sessions } = deps;

  async function load(userId: string) {
    const row = await findProfile(db, userId);
    if (!row) throw profileNotFound();
    return toCreatorProfile(row);
  }

  return {
    async get(input: { userId: string }) {
      return { success: true as const, data: await load(input.userId) };
    },

    /** Registration's rules again; the username stays unique (case-insensitively) even against a parallel save. */
    async update(input: { userId: string; body: unknown }) {
      const v = parseOrThrow(ZUpdateCreatorProfileRequest, input.body);
      if (!isCountryCode(v.country)) throw fieldError('country', CREATOR_REGISTRATION_MESSAGES.countryRequired);
      if (!(await findProfile(db, input.userId))) throw profileNotFound();
      if (await isUsernameTakenByOther(db, { username: v.username, userId: input.userId })) throw usernameTaken();
      try {
        await db.transaction((tx) =>
          updateProfile(tx, {
            userId: input.userId,
            now: clock.now(),
            values: {
              firstName: v.first_name,
              lastName: v.last_name,
              username: v.username,
              bio: v.bio,
              address1: v.address1,
              address2: v.address2 ?? null,
              country: v.country,
              state: v.state,
              city: v.city,
              postalCode: v.postal_code,
              timezone: v.timezone,
              categories: v.selected_categories,
              contentType: v.content_type,
            },
          }),
        );
      } catch (err) {
        if (uniqueViolationConstraint(err) === USERNAME_UNIQUE_INDEX) throw usernameTaken();
        throw err;
      }
      // The account's name changed with the profile: no node may answer the old one from a cached session.
      await sessions.forgetUser(input.userId);
      return { success: true as const, message: M.updated, data: await load(input.userId) };
    },

    /**
     * Phone, gender, date of birth (still 18 or over), language, audience size and the optional PAN, with
     * registration's rules; the audit entry names the fields that changed, never their values.
     */
    async updateDetails(input: { userId: string; body: unknown; actor: AuditActor }) {
      const v = parseOrThrow(ZUpdateCreatorDetailsRequest, input.body);
      const existing = await findProfile(db, input.userId);
      if (!existing) throw profileNotFound();
      const values = {
        phoneCountryCode: v.country_code,
        phoneNumber: v.phone_number,
        gender: v.gender,
        dateOfBirth: v.date_of_birth,
        language: v.language,
        audienceSize: v.audience_size,
        pan: v.pan,
      };
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => existing[k] !== values[k]);
      await db.transaction(async (tx) => {
        const now = clock.now();
        await updateProfileDetails(tx, { userId: input.userId, values, now });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'creator_profile.details_updated',
          entityType: 'user',
          entityId: input.userId,
          data: { changed },
        });
      });
      return { success: true as const, message: M.detailsUpdated, data: await load(input.userId) };
    },

    /** Puts an uploaded photo (already checked and stored) on the profile and deletes the one it replaces. */
    async setPhoto(input: { userId: string; photo: StoredFile | undefined }) {
      if (!input.photo) throw fieldError('profile_photo', M.photoMissing);
      return replacePhoto({ userId: input.userId, photo: input.photo, message: M.photoUpdated });
    },

    async removePhoto(input: { userId: string }) {
      return replacePhoto({ userId: input.userId, photo: null, message: M.photoRemoved });
    },
  };

  async function replacePhoto(input: { userId: string; photo: StoredFile | null; message: string }) {
    let previous: string | null;
    try {
      previous = await db.transaction(async (tx) => {
        const locked = await lockProfilePhoto(tx, input.userId);
        if (!locked) throw profileNotFound();
        await setProfilePhoto(tx, { userId: input.userId, fileId: input.photo?.id ?? null, now: clock.now() });
        return locked.photoId;
      });
    } catch (err) {
      if (input.photo) await discardStoredFiles({ db, storage, files: [input.photo] });
      throw err;
    }
    if (previous && previous !== input.photo?.id) await discardStoredFilesById({ db, storage, ids: [previous] });
    return { success: true as const, message: input.message, profile_photo: fileUrl(input.photo?.id ?? null) };
  }
}

export type CreatorProfileService = ReturnType<typeof createCreatorProfileService>;
