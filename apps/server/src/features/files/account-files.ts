import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage/storage';
import { deleteUsersReturningFileKeys } from './files.repository';

/**
 * The one way to delete accounts: the rows (their uploads' rows, then the users and everything that cascades from
 * them) in one transaction, then the uploads' bytes, so a deleted account leaves no file behind in storage. The
 * database holds to it: `stored_files.owner_user_id` is `on delete restrict`, so deleting a user who still has files
 * any other way fails instead of dropping the rows and leaking their bytes. Bytes go only after the commit: a rollback must never leave a row whose bytes are gone. A byte deletion
 * that fails leaves an unreferenced object, which is logged and harmless.
 */
export async function deleteAccountsWithFiles(input: {
  db: Db;
  storage: Storage;
  userIds: string[];
  logger?: { warn(obj: object, msg?: string): void };
}): Promise<{ deletedUsers: number; deletedFiles: number }> {
  const { db, storage, userIds, logger } = input;
  const { users, keys } = await db.transaction((tx) => deleteUsersReturningFileKeys(tx, userIds));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') logger?.warn({ err: result.reason, key: keys[i] }, 'could not delete a deleted account file');
  });
  return { deletedUsers: users, deletedFiles: keys.length };
}
