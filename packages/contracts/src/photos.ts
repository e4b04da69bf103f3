import { z } from 'zod';

/** Limits of POST /api/me/photo, shared so the SPA can say the same thing the server enforces. */
export const PHOTO_LIMITS = {
  /** Largest decoded image accepted (413 above). */
  maxBytes: 5 * 1024 * 1024,
  /** Most pixels (width × height) an upload may declare (413 above): a phone's 12 MP camera fits. */
  maxPixels: 12_000_000,
  /** Smallest width and height, in pixels, that still shows a face clearly enough for door staff. */
  minDimension: 200,
  /** The stored photo is resized to fit in this many pixels on its longer side. */
  storedMaxDimension: 800,
} as const;

/** The 422 answer of POST /api/me/photo, which the photo dialog shows (R-ERR-23). */
export const PHOTO_NOT_ONE_PERSON = "We can't confirm that it's only you in the photo. Please try again with a clearer image.";

/** Body of POST /api/me/photo (R-ENTITY-31): a JPEG or PNG as base64, without the `data:` URL prefix. */
export const PhotoUploadSchema = z.object({
  photoData: z
    .string()
    .min(1, 'photoData is required')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'photoData must be base64 without a data-URL prefix'),
});
export type PhotoUpload = z.infer<typeof PhotoUploadSchema>;

/** Base64 length of the largest accepted image: longer photoData answers 413 before decoding. */
export const PHOTO_MAX_BASE64_LENGTH = Math.ceil(PHOTO_LIMITS.maxBytes / 3) * 4;

/** GET /api/me/photo (R-ENTITY-30): the stored photo as base64 JPEG, without a prefix. */
export const PhotoResponseSchema = z.object({ photoData: z.string() });
export type PhotoResponse = z.infer<typeof PhotoResponseSchema>;
