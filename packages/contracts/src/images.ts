import { z } from 'zod';

/** Longest id accepted in an image address; generated ids are 22 characters (128 bits, base64url). */
export const IMAGE_ID_MAX_LENGTH = 64;

/** A base64url identifier (promo code id, contact id) as it appears in an image address. */
export const ImageIdSchema = z
  .string()
  .min(1)
  .max(IMAGE_ID_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'Identifiers contain only letters, digits, - and _');

/** Path of GET /images/promo-code/public/{promoCodeId} (R-IMAGES-04). */
export const PromoCodeImageParamsSchema = z.object({ promoCodeId: ImageIdSchema });
export type PromoCodeImageParams = z.infer<typeof PromoCodeImageParamsSchema>;

/** Path of GET /images/offer-poster/{offerId}. */
export const OfferPosterParamsSchema = z.object({ offerId: z.coerce.number().int().positive().max(2_147_483_647) });
export type OfferPosterParams = z.infer<typeof OfferPosterParamsSchema>;

/**
 * Query of GET /images/offer-poster/{offerId}: whom the poster is made out to, a signed token from
 * GET /api/offers/{id}/poster (OfferPosterLinkSchema), drawn as the QR code.
 */
export const OfferPosterQuerySchema = z.object({ customerId: ImageIdSchema });
export type OfferPosterQuery = z.infer<typeof OfferPosterQuerySchema>;
