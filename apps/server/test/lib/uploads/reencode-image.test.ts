import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, reencodeImage, UnreadableImageError } from '../../../src/lib/uploads/reencode-image';
import { exifTags, GPS_IFD_TAG, jpegWithGps, ORIENTATION_TAG, pngClaiming } from './image-fixtures';

async function* chunksOf(data: Buffer, size = 1000) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

describe('reencodeImage', () => {
  it('drops EXIF, GPS position included, from a JPEG and keeps its pixels', async () => {
    const input = await jpegWithGps();
    expect(exifTags(input)).toContain(GPS_IFD_TAG);
    const output = await reencodeImage({ source: chunksOf(input), mime: 'image/jpeg' });
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(exifTags(output)).toEqual([]);
  });

  it('turns the pixels by the EXIF orientation before dropping it', async () => {
    const input = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(exifTags(input)).toContain(ORIENTATION_TAG);
    const meta = await sharp(await reencodeImage({ source: chunksOf(input), mime: 'image/jpeg' })).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    ['image/png', 'png'],
    ['image/gif', 'gif'],
    ['image/webp', 'webp'],
  ] as const)('keeps a %s a %s, without its metadata', async (mime, format) => {
    const input = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#f80' } })
      .toFormat(format)
      .withExif({ IFD0: { Artist: 'Someone Private' } })
      .toBuffer();
    const output = await reencodeImage({ source: chunksOf(input), mime });
    expect(output.includes(Buffer.from('Someone Private'))).toBe(false);
    expect((await sharp(output).metadata()).format).toBe(format);
  });

  it('drops bytes hidden after the end of the image', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const output = await reencodeImage({
      source: chunksOf(Buffer.concat([png, Buffer.from('<script>hidden</script>')])),
      mime: 'image/png',
    });
    expect(output.includes(Buffer.from('hidden'))).toBe(false);
  });

  it('refuses an image that does not decode, and one over the pixel cap', async () => {
    const broken = Buffer.concat([(await jpegWithGps()).subarray(0, 200), Buffer.alloc(500)]);
    await expect(reencodeImage({ source: chunksOf(broken), mime: 'image/jpeg' })).rejects.toBeInstanceOf(UnreadableImageError);
    // A tiny file that claims a huge canvas: a decompression bomb.
    const bomb = pngClaiming({ width: MAX_IMAGE_PIXELS, height: 2 });
    await expect(reencodeImage({ source: chunksOf(bomb), mime: 'image/png' })).rejects.toMatchObject({
      constructor: UnreadableImageError,
      cause: expect.objectContaining({ message: expect.stringMatching(/pixel limit/) }),
    });
  });

  it('lets an error of the source through, such as a size limit', async () => {
    async function* failing() {
      yield Buffer.from([0xff, 0xd8]);
      throw new RangeError('too large');
    }
    await expect(reencodeImage({ source: failing(), mime: 'image/jpeg' })).rejects.toThrow(RangeError);
  });
});
