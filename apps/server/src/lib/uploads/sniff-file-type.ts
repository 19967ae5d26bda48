import { fileTypeFromBuffer } from 'file-type';

/** file-type's own advice: 4100 bytes are enough to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

export interface SniffedType {
  mime: string;
  ext: string;
}

/** The type from the magic bytes only; the name and the browser's Content-Type are never trusted. */
export async function sniffFileType(head: Uint8Array): Promise<SniffedType | undefined> {
  if (head.length === 0) return undefined;
  const found = await fileTypeFromBuffer(head);
  return found ? { mime: found.mime, ext: found.ext } : undefined;
}

/**
 * Reads just enough chunks from a stream's iterator to sniff its type, leaving the rest unread, so the
 * caller can go on streaming without buffering the whole file.
 */
export async function peekHead(iterator: AsyncIterator<Buffer>, bytes = SNIFF_BYTES): Promise<{ head: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) return { head: Buffer.concat(chunks), ended: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), ended: false };
}
