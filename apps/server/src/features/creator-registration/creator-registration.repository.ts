import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SocialAccountInput } from '@amplio/shared/schemas/creator-registration';
import type { DbOrTx } from '../../db/client';
import { creatorProfiles, socialAccounts, storedFiles, users } from '../../db/schema/index';

/** The unique indexes a register can trip over, to tell a taken e-mail from a taken username. */
export const EMAIL_UNIQUE_INDEX = 'users_email_lower_unique';
export const USERNAME_UNIQUE_INDEX = 'creator_profiles_username_lower_unique';

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(sql`lower(${creatorProfiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export type CreatorProfileValues = Omit<typeof creatorProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

export async function insertCreatorUser(input: { tx: DbOrTx; now: Date; email: string; name: string; passwordHash: string }) {
  const { tx, now, ...account } = input;
  const [user] = await tx
    .insert(users)
    .values({ ...account, userType: 'creator', emailVerifiedAt: null, createdAt: now, updatedAt: now })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

/** The profile and one social account row per filled platform. */
export async function insertCreatorProfile(input: {
  tx: DbOrTx;
  now: Date;
  userId: string;
  profile: CreatorProfileValues;
  socials: SocialAccountInput[];
}) {
  const { tx, now, userId } = input;
  await tx.insert(creatorProfiles).values({ ...input.profile, userId, createdAt: now, updatedAt: now });
  if (input.socials.length === 0) return;
  await tx.insert(socialAccounts).values(input.socials.map((s) => ({ ...s, userId, createdAt: now, updatedAt: now })));
}

/** Uploads of this registering session that no account owns yet (a photo replaced during the wizard). */
export function findSessionUploads(db: DbOrTx, input: { sessionHash: string; ids: string[] }) {
  if (input.ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(
      and(inArray(storedFiles.id, input.ids), eq(storedFiles.registrationSessionHash, input.sessionHash), isNull(storedFiles.ownerUserId)),
    );
}
