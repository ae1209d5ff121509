/** The sizes every avatar is stored in: large for profiles and the conversation, small for lists. */
export const avatarSizes = { large: 256, small: 64 } as const;

/** Formats an avatar may come in; SVG is refused, as it is a document that can carry scripts and links. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Bigger pictures than this are refused before decoding: no face needs more, and decoding costs memory. */
export const maxAvatarPixels = 40_000_000;

export class NotAnImageError extends Error {
  constructor() {
    super('This file is not a picture we can use: choose a JPEG, PNG, WebP, GIF or AVIF image.');
  }
}

export class ImageDimensionsTooLargeError extends Error {
  constructor() {
    super(`This picture has too many pixels: keep it under ${maxAvatarPixels / 1_000_000} megapixels.`);
  }
}

export type AvatarImages = { large: Buffer; small: Buffer };

/**
 * The uploaded picture as square WebP avatars: turned upright by its EXIF orientation, cropped to its centre and
 * resized. sharp writes no metadata unless asked, so location, camera and other EXIF data never leave the upload.
 */
export async function avatarImagesOf(upload: Buffer): Promise<AvatarImages> {
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new NotAnImageError();
    });
  if (!metadata.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) throw new NotAnImageError();
  if (metadata.width * metadata.height > maxAvatarPixels) throw new ImageDimensionsTooLargeError();
  const square = (size: number) =>
    sharp(upload, { limitInputPixels: maxAvatarPixels, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => {
        throw new NotAnImageError();
      });
  const [large, small] = await Promise.all([square(avatarSizes.large), square(avatarSizes.small)]);
  return { large, small };
}
