import sharp from 'sharp';

/** About 50 megapixels: above any photo that fits our upload limits, far below a decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const ENCODERS: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

export const isReencodedImage = (mime: string) => Object.hasOwn(ENCODERS, mime);

export class UnreadableImageError extends Error {
  constructor(options: { cause: unknown }) {
    super('The image could not be decoded', options);
  }
}

/**
 * Decodes the image and encodes it again in the same format, so nothing but pixels survives: no EXIF (GPS
 * position, camera serial), no XMP or comments, nothing appended after the image's end. The EXIF orientation is
 * applied to the pixels first. Images are decoded whole, which the upload limits and the pixel cap keep small.
 * Errors of `source` (a size limit) pass through; an image that cannot be decoded throws UnreadableImageError.
 */
export async function reencodeImage(input: { source: AsyncIterable<Buffer>; mime: string }): Promise<Buffer> {
  const encode = ENCODERS[input.mime];
  if (!encode) throw new Error(`No encoder for ${input.mime}`);
  const chunks: Buffer[] = [];
  for await (const chunk of input.source) chunks.push(chunk);
  try {
    const image = sharp(Buffer.concat(chunks), { animated: true, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });
    return await encode(image.autoOrient()).toBuffer();
  } catch (err) {
    throw new UnreadableImageError({ cause: err });
  }
}
