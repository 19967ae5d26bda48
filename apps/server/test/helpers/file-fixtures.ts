import { randomBytes } from 'node:crypto';

/** Real, minimal images: a 1×1 PNG and GIF, a JFIF JPEG header, an MP4 `ftyp` box. */
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);
const GIF_1X1 = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** The header followed by filler up to `size` bytes, like a real file's body. */
function padded(head: Buffer, size: number): Buffer {
  if (size < head.length) return head.subarray(0, size);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

export const fixtures = {
  png: (size = PNG_1X1.length) => padded(PNG_1X1, size),
  gif: (size = GIF_1X1.length) => padded(GIF_1X1, size),
  jpeg: (size = 1024) => padded(JPEG_HEAD, size),
  mp4: (size = 4096) => padded(MP4_HEAD, size),
  text: (size = 100) => Buffer.from('hello, this is not an image\n'.repeat(Math.ceil(size / 28)).slice(0, size)),
};

export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body for app.inject, built by hand so tests control every byte. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----amplio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
