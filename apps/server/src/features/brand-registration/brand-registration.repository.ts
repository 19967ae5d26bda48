import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandProfiles, registrationDrafts, users, type RegistrationDraftRow } from '../../db/schema/index';

export async function findLiveDraft(input: { db: DbOrTx; sessionHash: string; now: Date }): Promise<RegistrationDraftRow | undefined> {
  const [row] = await input.db
    .select()
    .from(registrationDrafts)
    .where(
      and(
        eq(registrationDrafts.kind, 'brand'),
        eq(registrationDrafts.sessionHash, input.sessionHash),
        gt(registrationDrafts.expiresAt, input.now),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertDraft(input: {
  db: DbOrTx;
  sessionHash: string;
  email: string | null;
  stepReached: number;
  data: Record<string, unknown>;
  passwordHash: string | null;
  now: Date;
  expiresAt: Date;
}) {
  const values = {
    kind: 'brand' as const,
    sessionHash: input.sessionHash,
    email: input.email,
    stepReached: input.stepReached,
    data: input.data,
    passwordHash: input.passwordHash,
    updatedAt: input.now,
    expiresAt: input.expiresAt,
  };
  await input.db
    .insert(registrationDrafts)
    .values({ ...values, createdAt: input.now })
    .onConflictDoUpdate({ target: [registrationDrafts.kind, registrationDrafts.sessionHash], set: values });
}

export async function deleteDraft(input: { db: DbOrTx; id: string }) {
  await input.db.delete(registrationDrafts).where(eq(registrationDrafts.id, input.id));
}

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
  return user;
}
