import type { DbOrTx } from '../../db/client';
import { brandProfiles, brands, users } from '../../db/schema/index';

export async function insertBrandAccount(input: {
  db: DbOrTx;
  now: Date;
  account: { email: string; name: string; passwordHash: string };
  profile: Omit<typeof brandProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;
}) {
  const [user] = await input.db
    .insert(users)
    .values({ ...input.account, userType: 'brand', emailVerifiedAt: null, createdAt: input.now, updatedAt: input.now })
    .returning();
  if (!user) throw new Error('insert returned no row');
  await input.db.insert(brandProfiles).values({ ...input.profile, userId: user.id, createdAt: input.now, updatedAt: input.now });
  // The account's first brand profile (spec 3 §2.3) is its company; more can be added under Brand Management.
  await input.db.insert(brands).values({
    userId: user.id,
    name: input.profile.companyName,
    website: input.profile.website || null,
    industry: input.profile.industry,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return user;
}
