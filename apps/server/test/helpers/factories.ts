import { randomBytes } from 'node:crypto';
import type { UserType } from '@amplio/shared/constants/roles';
import type { Db } from '../../src/db/client';
import { users, type UserRow } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';

export type TestUser = UserRow & { password: string };

export function createUserFactory(db: Db) {
  return async function createUser(
    input: { userType?: UserType; email?: string; password?: string; name?: string; verified?: boolean } = {},
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
    return { ...row!, password };
  };
}
