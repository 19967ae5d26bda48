import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CreatorProfileRow, creatorProfiles, users } from '../../db/schema/index';

export const USERNAME_UNIQUE_INDEX = 'creator_profiles_username_lower_unique';

export type ProfileWithAccount = CreatorProfileRow & { email: string; name: string };

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileWithAccount | undefined> {
  const [row] = await db
    .select({ profile: creatorProfiles, email: users.email, name: users.name })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, userId));
  return row && { ...row.profile, email: row.email, name: row.name };
}

/** Whether another creator has this username, in any case. */
export async function isUsernameTakenByOther(db: DbOrTx, input: { username: string; userId: string }): Promise<boolean> {
  const [row] = await db
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(
      and(sql`lower(${creatorProfiles.username}) = ${input.username.toLowerCase()}`, sql`${creatorProfiles.userId} <> ${input.userId}`),
    )
    .limit(1);
  return row !== undefined;
}

export type EditableProfile = Pick<
  CreatorProfileRow,
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'bio'
  | 'address1'
  | 'address2'
  | 'country'
  | 'state'
  | 'city'
  | 'postalCode'
  | 'timezone'
  | 'categories'
  | 'contentType'
>;

/** The profile and the account's display name (first and last name joined), together. */
export async function updateProfile(tx: DbOrTx, input: { userId: string; values: EditableProfile; now: Date }) {
  const { userId, values, now } = input;
  await tx
    .update(creatorProfiles)
    .set({ ...values, updatedAt: now })
    .where(eq(creatorProfiles.userId, userId));
  await tx
    .update(users)
    .set({ name: `${values.firstName} ${values.lastName}`, updatedAt: now })
    .where(eq(users.id, userId));
}

export type EditableDetails = Pick<
  CreatorProfileRow,
  'phoneCountryCode' | 'phoneNumber' | 'gender' | 'dateOfBirth' | 'language' | 'audienceSize' | 'pan'
>;

export async function updateProfileDetails(tx: DbOrTx, input: { userId: string; values: EditableDetails; now: Date }) {
  await tx
    .update(creatorProfiles)
    .set({ ...input.values, updatedAt: input.now })
    .where(eq(creatorProfiles.userId, input.userId));
}

export async function setProfilePhoto(db: DbOrTx, input: { userId: string; fileId: string | null; now: Date }) {
  await db
    .update(creatorProfiles)
    .set({ profilePhotoFileId: input.fileId, updatedAt: input.now })
    .where(eq(creatorProfiles.userId, input.userId));
}

/** Locks the profile row, so two parallel photo changes cannot both keep the old file. */
export async function lockProfilePhoto(tx: DbOrTx, userId: string): Promise<{ photoId: string | null } | undefined> {
  const [row] = await tx
    .select({ photoId: creatorProfiles.profilePhotoFileId })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .for('update');
  return row;
}
