import { randomBytes } from 'node:crypto';

/** Real, minimal images that decode (uploads re-encode images): 1×1 PNG, GIF and JPEG; and an MP4 `ftyp` box. */
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);
const GIF_1X1 = Buffer.from('474946383961010001008000004c6971ffffff21f90405000000002c00000000010001000002024c01003b', 'hex');
const JPEG_1X1 = Buffer.from(
  'ffd8ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d5157' +
    '5f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363' +
    '636363636363636363636363636363636363636363636363636363636363ffc00011080001000103012200021101031101ffc400150001' +
    '0100000000000000000000000000000007ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000' +
    '000000000000ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00a0000fffd9',
  'hex',
);
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** The header followed by filler up to `size` bytes, like a real file's body. */
function padded(head: Buffer, size: number): Buffer {
  if (size < head.length) return head.subarray(0, size);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

export const fixtures = {
  png: (size = PNG_1X1.length) => padded(PNG_1X1, size),
  gif: (size = GIF_1X1.length) => padded(GIF_1X1, size),
  jpeg: (size = 1024) => padded(JPEG_1X1, size),
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
