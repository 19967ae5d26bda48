import { inArray } from 'drizzle-orm';
import type { FilePurpose } from '@amplio/shared/constants/files';
import type { Db, DbOrTx } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema/index';
import type { Storage } from '../storage/storage';

/** Who an upload belongs to: an account, or, during registration, the visitor's session. */
export type UploadOwner = { userId: string } | { registrationSessionHash: string };

export type StoredFile = StoredFileRow;

/** Server-generated: the purpose, a two-character shard so no folder grows huge, then the row's id. */
export const storageKeyFor = (input: { purpose: FilePurpose; id: string; ext: string }) =>
  `${input.purpose}/${input.id.slice(0, 2)}/${input.id}.${input.ext}`;

export async function insertStoredFile(input: {
  db: DbOrTx;
  id: string;
  owner: UploadOwner;
  purpose: FilePurpose;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  originalName: string;
}): Promise<StoredFile> {
  const { db, owner, ...values } = input;
  const [row] = await db
    .insert(storedFiles)
    .values({
      ...values,
      ownerUserId: 'userId' in owner ? owner.userId : null,
      registrationSessionHash: 'registrationSessionHash' in owner ? owner.registrationSessionHash : null,
    })
    .returning();
  return row!;
}

/** Removes rows first, then bytes: a failure half-way leaves an unreferenced object, never a row without bytes. */
export async function discardStoredFiles(input: { db: Db; storage: Storage; files: Pick<StoredFile, 'id' | 'storageKey'>[] }) {
  const { db, storage, files } = input;
  if (files.length === 0) return;
  await db.delete(storedFiles).where(
    inArray(
      storedFiles.id,
      files.map((f) => f.id),
    ),
  );
  await Promise.allSettled(files.map((f) => storage.delete(f.storageKey)));
}
