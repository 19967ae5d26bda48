import { randomBytes } from 'node:crypto';

/**
 * Real, minimal images that decode (uploads re-encode images): 1×1 PNG, GIF and JPEG; and the first bytes of the videos
 * an upload may be (MP4, QuickTime, WebM, Ogg Theora) and of an Ogg Vorbis sound, as a real file begins.
 */
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
/** A QuickTime movie: an `ftyp` box of brand `qt  ` (minor version 2005.03, compatible `qt  `), then a `wide` box. */
const QUICKTIME_HEAD = Buffer.concat([
  Buffer.from('00000014', 'hex'),
  Buffer.from('ftypqt  '),
  Buffer.from('20050300', 'hex'),
  Buffer.from('qt  '),
  Buffer.from('00000008', 'hex'),
  Buffer.from('wide'),
]);
/** A WebM file's EBML header: versions 1, IDs of at most 4 bytes, sizes of at most 8, doctype `webm` version 4. */
const WEBM_HEAD = Buffer.concat([
  Buffer.from('1a45dfa39f', 'hex'),
  Buffer.from('42868101' + '42f78101' + '42f28104' + '42f38108' + '428284', 'hex'),
  Buffer.from('webm'),
  Buffer.from('4287810442858102', 'hex'),
  // A Segment of unknown size, as a live recording starts.
  Buffer.from('1853806701ffffffffffffff', 'hex'),
]);

/** The Ogg page checksum: CRC-32 with polynomial 0x04c11db7, not reflected, starting at 0 (RFC 3533). */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** The first page of an Ogg stream (beginning of stream, granule 0, sequence 0) carrying one packet of < 255 bytes. */
function oggFirstPage(packet: Buffer): Buffer {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[4] = 0; // stream structure version
  header[5] = 0x02; // beginning of stream
  header.writeUInt32LE(0x414d504c, 14); // bitstream serial number
  header[26] = 1; // one segment
  header[27] = packet.length;
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Theora's identification header (42 bytes): version 3.2.1, a 320×240 picture in 20×15 macroblocks, 25 fps, 1:1. */
function theoraIdentification(): Buffer {
  const id = Buffer.alloc(42);
  id[0] = 0x80;
  id.write('theora', 1, 'latin1');
  id.set([3, 2, 1], 7);
  id.writeUInt16BE(20, 10); // frame width in macroblocks
  id.writeUInt16BE(15, 12); // frame height in macroblocks
  id.writeUIntBE(320, 14, 3); // picture width
  id.writeUIntBE(240, 17, 3); // picture height
  id.writeUInt32BE(25, 22); // frame rate numerator
  id.writeUInt32BE(1, 26); // frame rate denominator
  id.writeUIntBE(1, 30, 3); // pixel aspect numerator
  id.writeUIntBE(1, 33, 3); // pixel aspect denominator
  id.writeUInt16BE((38 << 10) | (6 << 5), 40); // quality 38, keyframe granule shift 6, pixel format 4:2:0, reserved 0
  return id;
}

/** Vorbis's identification header (30 bytes): version 0, stereo, 44.1 kHz, 128 kb/s nominal, blocks 256 and 2048. */
function vorbisIdentification(): Buffer {
  const id = Buffer.alloc(30);
  id[0] = 0x01;
  id.write('vorbis', 1, 'latin1');
  id.writeUInt32LE(0, 7); // version
  id[11] = 2; // channels
  id.writeUInt32LE(44_100, 12); // sample rate
  id.writeInt32LE(128_000, 20); // nominal bitrate (maximum and minimum left 0: unset)
  id[28] = (11 << 4) | 8; // block sizes 2^8 and 2^11
  id[29] = 1; // framing bit
  return id;
}

const OGG_THEORA_HEAD = oggFirstPage(theoraIdentification());
const OGG_VORBIS_HEAD = oggFirstPage(vorbisIdentification());

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
  /** QuickTime (`ftyp` brand `qt  `): video/quicktime. */
  quicktime: (size = 4096) => padded(QUICKTIME_HEAD, size),
  webm: (size = 4096) => padded(WEBM_HEAD, size),
  /** Theora video in an Ogg container: video/ogg. */
  oggTheora: (size = 4096) => padded(OGG_THEORA_HEAD, size),
  /** Vorbis audio in an Ogg container: audio/ogg, not a video. */
  oggVorbis: (size = 4096) => padded(OGG_VORBIS_HEAD, size),
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
