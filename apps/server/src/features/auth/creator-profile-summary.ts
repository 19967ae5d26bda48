import type { TCreatorProfileSummary } from '@amplio/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorProfiles } from '../../db/schema/index';

/**
 * What the signed-in creator's pages show about the profile next to the user (spec 3 §3 "Local user:
 * creator_profile.profile_photo"): the username and the photo's address on the authorised files route.
 */
export async function findCreatorProfileSummary(db: Db, userId: string): Promise<TCreatorProfileSummary | null> {
  const [row] = await db
    .select({ username: creatorProfiles.username, photoId: creatorProfiles.profilePhotoFileId })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return { username: row.username, profile_photo: row.photoId ? `/api/files/${row.photoId}` : null };
}
