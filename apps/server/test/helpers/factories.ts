import { randomBytes } from 'node:crypto';
import type { UserType } from '@amplio/shared/constants/roles';
import type { Db } from '../../src/db/client';
import { brandBilling, users, type UserRow } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';

export type TestUser = UserRow & { password: string };

export function createUserFactory(db: Db) {
  return async function createUser(
    input: {
      userType?: UserType;
      email?: string;
      password?: string;
      name?: string;
      verified?: boolean;
      /**
       * A verified brand is put on Enterprise (no campaign limit, issue 26 §1) unless this is false, so tests about
       * anything but plans never meet a plan limit; with false it has no billing row, as a brand made before billing.
       */
      billing?: false;
    } = {},
  ): Promise<TestUser> {
    const password = input.password ?? 'Correct-Horse-9';
    const [row] = await db
      .insert(users)
      .values({
        email: input.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
        name: input.name ?? 'Test User',
        userType: input.userType ?? 'creator',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: input.verified === false ? null : new Date(),
      })
      .returning();
    if (row!.userType === 'brand' && row!.emailVerifiedAt && input.billing !== false) {
      const now = new Date();
      await db.insert(brandBilling).values({ userId: row!.id, plan: 'enterprise', status: 'active', createdAt: now, updatedAt: now });
    }
    return { ...row!, password };
  };
}
