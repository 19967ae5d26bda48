import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FilePurpose } from '@amplio/shared/constants/files';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../errors';
import type { Storage } from '../storage/storage';
import { sanitiseOriginalName } from './original-name';
import { isReencodedImage, reencodeImage, UnreadableImageError } from './reencode-image';
import { peekHead, sniffFileType } from './sniff-file-type';
import { discardStoredFiles, insertStoredFile, type StoredFile, storageKeyFor, type UploadOwner } from './stored-files';

/** How one file field of a form is accepted. */
export interface FileFieldRule {
  purpose: FilePurpose;
  maxBytes: number;
  /** MIME types as sniffed from the magic bytes, e.g. IMAGE_MIME_TYPES. */
  allowed: readonly string[];
  messages: { tooLarge: string; wrongType: string; tooMany?: string };
  /** The field may repeat up to this many times (its files are in the form's `fileLists`); one file when absent. */
  maxCount?: number;
}

export const fileTooLarge = (field: string, message: string) =>
  new AppError({ code: 'file_too_large', status: 413, message, extra: { errors: { [field]: [message] } } });

/**
 * Streams one file part into storage and records its row. Only the first few KB are held in memory (to sniff
 * the type); the size is counted as bytes flow and the write is aborted at maxBytes + 1. Images are re-encoded
 * to drop their metadata (see reencode-image.ts), so what is stored is smaller than or unlike what was sent.
 * Returns null for the empty part a browser sends for an untouched file input.
 */
export async function receiveFile(input: {
  db: Db;
  storage: Storage;
  owner: UploadOwner;
  field: string;
  filename: string | undefined;
  stream: Readable;
  rule: FileFieldRule;
}): Promise<StoredFile | null> {
  const { db, storage, owner, field, filename, stream, rule } = input;
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const { head, ended } = await peekHead(iterator);
  if (ended && head.length === 0 && !filename) return null;

  const type = await sniffFileType(head);
  if (!type || !rule.allowed.includes(type.mime)) {
    await iterator.return?.();
    throw fieldError(field, rule.messages.wrongType);
  }

  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > rule.maxBytes) throw fileTooLarge(field, rule.messages.tooLarge);
    return chunk;
  };
  async function* body() {
    if (head.length > 0) yield count(head);
    if (ended) return;
    // Wrapping the half-read iterator lets for-await close (destroy) the part if we stop early.
    for await (const chunk of { [Symbol.asyncIterator]: () => iterator }) yield count(chunk);
  }

  const { mime } = type;
  async function storedBody(): Promise<AsyncIterable<Uint8Array>> {
    if (!isReencodedImage(mime)) return body();
    try {
      return Readable.from([await reencodeImage({ source: body(), mime })]);
    } catch (err) {
      if (err instanceof UnreadableImageError) throw fieldError(field, rule.messages.wrongType);
      throw err;
    }
  }

  const id = randomUUID();
  const storageKey = storageKeyFor({ purpose: rule.purpose, id, ext: type.ext });
  const { size } = await storage.put({ key: storageKey, body: await storedBody(), contentType: mime });
  // Busboy truncates at its own limit without an error; a truncated part is an oversize one.
  if ((stream as Readable & { truncated?: boolean }).truncated) {
    await storage.delete(storageKey);
    throw fileTooLarge(field, rule.messages.tooLarge);
  }
  try {
    return await insertStoredFile({
      db,
      id,
      owner,
      purpose: rule.purpose,
      storageKey,
      mimeType: mime,
      sizeBytes: size,
      originalName: sanitiseOriginalName(filename),
    });
  } catch (err) {
    await discardStoredFiles({ db, storage, files: [{ id, storageKey }] });
    throw err;
  }
}
