import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findStoredFile(db: DbOrTx, id: string): Promise<StoredFileRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/** Gives a registration session's uploads to the account it created. */
export async function assignSessionFilesToUser(db: DbOrTx, input: { sessionHash: string; userId: string }): Promise<string[]> {
  const rows = await db
    .update(storedFiles)
    .set({ ownerUserId: input.userId, registrationSessionHash: null })
    .where(and(eq(storedFiles.registrationSessionHash, input.sessionHash), isNull(storedFiles.ownerUserId)))
    .returning({ id: storedFiles.id });
  return rows.map((r) => r.id);
}
