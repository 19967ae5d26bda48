import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { fixtures } from '../../helpers/file-fixtures';

export const GPS_IFD_TAG = 0x8825;
export const ORIENTATION_TAG = 0x0112;

/** A 64×48 JPEG as a phone writes it: camera make and a GPS position (Bengaluru) in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();
}

/** The tags of IFD0 in a JPEG's EXIF segment (APP1), read straight from the bytes; [] when there is none. */
export function exifTags(jpeg: Buffer): number[] {
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xda) break;
    if (marker === 0xe1 && jpeg.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      const tiff = offset + 10;
      const le = jpeg.toString('latin1', tiff, tiff + 2) === 'II';
      const u16 = (at: number) => (le ? jpeg.readUInt16LE(at) : jpeg.readUInt16BE(at));
      const u32 = (at: number) => (le ? jpeg.readUInt32LE(at) : jpeg.readUInt32BE(at));
      const ifd = tiff + u32(tiff + 4);
      return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
    }
    offset += 2 + length;
  }
  return [];
}

/** The 1×1 PNG with its header rewritten to claim another size (and a valid checksum). */
export function pngClaiming(size: { width: number; height: number }): Buffer {
  const png = Buffer.from(fixtures.png());
  png.writeUInt32BE(size.width, 16);
  png.writeUInt32BE(size.height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
