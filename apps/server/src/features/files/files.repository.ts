import { and, eq, gt, inArray, isNull, lt, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrationDrafts, storedFiles, type StoredFileRow, users } from '../../db/schema/index';
import { isUuid } from '@amplio/shared/domain/uuid';

export async function findStoredFile(db: DbOrTx, id: string): Promise<StoredFileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/** Gives the listed uploads of a registration session to the account it created; answers the ids it gave. */
export async function assignSessionFilesToUser(
  db: DbOrTx,
  input: { sessionHash: string; userId: string; ids: string[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .update(storedFiles)
    .set({ ownerUserId: input.userId, registrationSessionHash: null })
    .where(
      and(inArray(storedFiles.id, input.ids), eq(storedFiles.registrationSessionHash, input.sessionHash), isNull(storedFiles.ownerUserId)),
    )
    .returning({ id: storedFiles.id });
  return rows.map((r) => r.id);
}

/** Every upload a registration session still holds (none has an owner yet). */
export function findSessionFiles(db: DbOrTx, sessionHash: string): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.registrationSessionHash, sessionHash), isNull(storedFiles.ownerUserId)));
}

/**
 * Deletes the users' files' rows (the foreign key restricts, so they go first), then the users and, by cascade,
 * the rest of theirs; answers the storage keys of the files, whose bytes the caller deletes once the transaction
 * commits. The users' rows are locked first, so an upload racing with the
 * deletion waits and then fails its foreign key instead of slipping in a row the cascade would take unseen.
 */
export async function deleteUsersReturningFileKeys(tx: DbOrTx, userIds: string[]): Promise<{ users: number; keys: string[] }> {
  if (userIds.length === 0) return { users: 0, keys: [] };
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).for('update');
  const files = await tx.delete(storedFiles).where(inArray(storedFiles.ownerUserId, userIds)).returning({ key: storedFiles.storageKey });
  const deleted = await tx.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id });
  return { users: deleted.length, keys: files.map((f) => f.key) };
}

/**
 * Deletes up to `limit` registration uploads nobody claimed: no owner, made before `createdBefore`, and no live
 * draft of their session. Answers the storage keys of the rows it deleted. A claim racing with it either wins
 * (the row has an owner and is kept) or loses (the row is gone and the claim assigns nothing).
 */
export async function deleteAbandonedRegistrationUploads(
  db: DbOrTx,
  input: { createdBefore: Date; now: Date; limit: number },
): Promise<string[]> {
  const liveDraft = db
    .select({ id: registrationDrafts.id })
    .from(registrationDrafts)
    .where(and(eq(registrationDrafts.sessionHash, storedFiles.registrationSessionHash), gt(registrationDrafts.expiresAt, input.now)));
  const abandoned = db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(isNull(storedFiles.ownerUserId), lt(storedFiles.createdAt, input.createdBefore), notExists(liveDraft)))
    .limit(input.limit);
  const rows = await db
    .delete(storedFiles)
    .where(and(inArray(storedFiles.id, abandoned), isNull(storedFiles.ownerUserId)))
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}
