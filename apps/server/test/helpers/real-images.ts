import sharp from 'sharp';

/** A real, decodable 8×8 image, zero-padded to `size` bytes (decoders ignore what follows the image's end). */
export async function realImage(format: 'png' | 'jpeg' | 'webp', size?: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    [format]()
    .toBuffer();
  return size === undefined ? image : Buffer.concat([image, Buffer.alloc(size - image.length)]);
}
