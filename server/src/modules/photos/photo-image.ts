import { PHOTO_LIMITS } from '@venue-pass/contracts';
import sharp from 'sharp';
import type { RgbImage } from './face-detector.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { photoMessages } from './messages.ts';

/** A refused upload; the message reaches the member through the error handler. */
export class PhotoRejectedError extends DomainError {
  constructor(kind: 'invalid' | 'too-large' | 'unprocessable', message: string) {
    super(kind, message, { reason: 'photo-rejected' });
  }
}

export interface PreparedPhoto {
  /** What gets stored: rotated upright, resized, re-encoded, without EXIF or other metadata. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** The same picture as raw RGB for the face detector. */
  rgb: RgbImage;
}

// Decompression bombs: a small PNG can declare a huge canvas. The header is checked against this
// before any pixel is decoded, and sharp refuses to decode beyond it in any case.
const MAX_INPUT_PIXELS = PHOTO_LIMITS.maxPixels;

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

/** An upload whose header passed the checks; its pixels are still compressed. */
export interface CheckedPhoto {
  bytes: Buffer;
}

/**
 * Decodes base64 photoData and checks size, type (by magic bytes) and, from the image header alone,
 * the pixel count and dimensions. Nothing here decodes the picture.
 */
export async function checkPhoto(photoData: string): Promise<CheckedPhoto> {
  const bytes = Buffer.from(photoData, 'base64');
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoRejectedError('too-large', photoMessages.tooLarge);
  if (!isJpeg(bytes) && !isPng(bytes)) throw new PhotoRejectedError('invalid', photoMessages.notAnImage);

  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes).metadata();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new PhotoRejectedError('too-large', photoMessages.tooManyPixels);
    // EXIF orientations 5-8 swap the sides once the picture is turned upright.
    const swapped = (metadata.orientation ?? 1) >= 5;
    width = swapped ? metadata.height : metadata.width;
    height = swapped ? metadata.width : metadata.height;
  } catch (error) {
    if (error instanceof PhotoRejectedError) throw error;
    throw new PhotoRejectedError('invalid', photoMessages.unreadable);
  }
  if (width < PHOTO_LIMITS.minDimension || height < PHOTO_LIMITS.minDimension) {
    throw new PhotoRejectedError('invalid', photoMessages.tooSmall(PHOTO_LIMITS.minDimension));
  }
  return { bytes };
}

/** Decodes a checked photo: upright, resized, re-encoded for storage and as raw RGB for the detector. */
export async function decodePhoto({ bytes }: CheckedPhoto): Promise<PreparedPhoto> {
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: PHOTO_LIMITS.storedMaxDimension,
        height: PHOTO_LIMITS.storedMaxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG would otherwise turn black behind the face.
      .flatten({ background: '#ffffff' });
    const [jpeg, raw] = await Promise.all([
      upright.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
      upright.clone().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }),
    ]);
    return {
      jpeg: jpeg.data,
      width: jpeg.info.width,
      height: jpeg.info.height,
      rgb: { data: raw.data, width: raw.info.width, height: raw.info.height },
    };
  } catch {
    // A truncated file can pass the header checks and still fail to decode.
    throw new PhotoRejectedError('invalid', photoMessages.unreadable);
  }
}
