import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../../src/db/schema/index';
import { deleteAccountsWithFiles } from '../../../src/features/files/account-files';
import { createLocalStorage } from '../../../src/lib/storage/local-storage';
import type { Storage } from '../../../src/lib/storage/storage';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';

let t: TestApp;
let storage: Storage;
beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: uploadTestRoutes });
  storage = createLocalStorage({ root: t.config.storageDir });
});
afterAll(() => t.close());

async function userWithUploads() {
  const user = await t.createUser({ userType: 'creator' });
  const agent: TestAgent = await t.injectAs(user);
  const { payload, headers } = multipartBody([
    { name: 'profile_photo', filename: 'me.png', data: fixtures.png() },
    { name: 'video', filename: 'clip.mp4', data: fixtures.mp4() },
  ]);
  const res = await agent.request({ method: 'POST', url: '/test/upload', payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  const files = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id));
  expect(files).toHaveLength(2);
  return { user, keys: files.map((f) => f.storageKey) };
}
const onDisk = (key: string) => existsSync(join(t.config.storageDir, key));

describe('deleting accounts', () => {
  it("removes the account's rows and its files' bytes, and leaves other accounts' files alone", async () => {
    const gone = await userWithUploads();
    const kept = await userWithUploads();
    const result = await deleteAccountsWithFiles({ db: t.db, storage, userIds: [gone.user.id] });
    expect(result).toEqual({ deletedUsers: 1, deletedFiles: 2 });
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(inArray(storedFiles.storageKey, gone.keys))).toEqual([]);
    for (const key of gone.keys) expect(onDisk(key), key).toBe(false);
    for (const key of kept.keys) expect(onDisk(key), key).toBe(true);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, kept.user.id))).toHaveLength(2);
  });

  it('keeps every row and byte when the transaction fails', async () => {
    const { user, keys } = await userWithUploads();
    const failing = { ...t.db, transaction: () => Promise.reject(new Error('database went away')) } as unknown as typeof t.db;
    await expect(deleteAccountsWithFiles({ db: failing, storage, userIds: [user.id] })).rejects.toThrow('database went away');
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    for (const key of keys) expect(onDisk(key)).toBe(true);
  });

  it('deletes the rows even when the store cannot delete the bytes, and says so in the log', async () => {
    const { user } = await userWithUploads();
    const warnings: object[] = [];
    const broken: Storage = { ...storage, delete: () => Promise.reject(new Error('store down')) };
    const result = await deleteAccountsWithFiles({
      db: t.db,
      storage: broken,
      userIds: [user.id],
      logger: { warn: (o) => warnings.push(o) },
    });
    expect(result).toEqual({ deletedUsers: 1, deletedFiles: 2 });
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id))).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  it('is the only way: the database refuses to delete a user who still has files (on delete restrict)', async () => {
    const { user, keys } = await userWithUploads();
    const direct = t.db.delete(users).where(eq(users.id, user.id));
    const err = await direct.then(
      () => undefined,
      (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
    );
    // The foreign key, not some other failure: PGlite reports restrict_violation (23001), the PostgreSQL server
    // foreign_key_violation (23503).
    expect(err?.cause?.constraint).toBe('stored_files_owner_user_id_users_id_fk');
    expect(['23001', '23503']).toContain(err?.cause?.code);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await t.db.select().from(storedFiles).where(inArray(storedFiles.storageKey, keys))).toHaveLength(2);
    // A user with no files is not held back.
    const plain = await t.createUser({ userType: 'brand' });
    expect(await t.db.delete(users).where(eq(users.id, plain.id)).returning({ id: users.id })).toEqual([{ id: plain.id }]);
  });

  it('does nothing for no ids or unknown ids', async () => {
    expect(await deleteAccountsWithFiles({ db: t.db, storage, userIds: [] })).toEqual({ deletedUsers: 0, deletedFiles: 0 });
    const unknown = await deleteAccountsWithFiles({ db: t.db, storage, userIds: ['6f1c2a52-8d38-4c56-9d1e-0d7f3a1b2c3d'] });
    expect(unknown).toEqual({ deletedUsers: 0, deletedFiles: 0 });
  });
});
