import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/index';
import type { Storage } from '../storage/storage';
import { discardStoredFiles } from './stored-files';

/** Deletes files that something no longer points at (a replaced logo or cover), rows first, then bytes. */
export async function discardStoredFilesById(input: { db: Db; storage: Storage; ids: string[] }) {
  if (input.ids.length === 0) return;
  const files = await input.db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.id, input.ids));
  await discardStoredFiles({ db: input.db, storage: input.storage, files });
}
