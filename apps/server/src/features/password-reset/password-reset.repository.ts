import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** Sets the new hash, marks the e-mail verified (the code proved the mailbox) and ends every session of the user. */
export async function replacePasswordAndEndSessions(input: { db: DbOrTx; userId: string; passwordHash: string; now: Date }) {
  await input.db
    .update(users)
    .set({ passwordHash: input.passwordHash, updatedAt: input.now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now})` })
    .where(eq(users.id, input.userId));
  await input.db.delete(sessions).where(eq(sessions.userId, input.userId));
}
