import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export async function markEmailVerified(db: DbOrTx, input: { userId: string; now: Date }): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: input.now, updatedAt: input.now })
    .where(eq(users.id, input.userId))
    .returning();
  if (!row) throw new Error('user vanished while verifying');
  return row;
}
