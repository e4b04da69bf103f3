import {
  ErrorBodySchema,
  OfferPosterParamsSchema,
  OfferPosterQuerySchema,
  PromoCodeImageParamsSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImagesRepository } from './images.repository.ts';
import { renderOfferPoster } from './offer-poster.ts';
import { type PublicPromoCode, renderVoucherImage } from './voucher-image.ts';

/** Looks up a promo code for its public image; the vouchers module provides it. */
export type FindPublicPromoCode = (promoCodeId: string) => Promise<PublicPromoCode | undefined>;

// Buffers bypass the serializer; the schema documents the answer and types reply.send.
const PngSchema = z.instanceof(Buffer).describe('A PNG image');

export interface ImagesRoutesOptions {
  images: ImagesRepository;
  findPublicPromoCode: FindPublicPromoCode;
}

export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, { images, findPublicPromoCode }) => {
  app.get(
    '/images/promo-code/public/:promoCodeId',
    {
      schema: {
        tags: ['images'],
        summary: 'A voucher as a PNG: the promotion, the code and a QR code for staff to scan.',
        params: PromoCodeImageParamsSchema,
        response: { 200: PngSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { promoCodeId } = request.params;
      const voucher = await findPublicPromoCode(promoCodeId);
      if (!voucher) {
        reply.header('cache-control', 'no-store');
        return reply.status(404).send({ message: 'Voucher not found' });
      }
      // Short and private: once the code is redeemed the image must say so.
      reply.header('cache-control', 'private, max-age=30');
      return reply.type('image/png').send(await renderVoucherImage(promoCodeId, voucher));
    },
  );

  app.get(
    '/images/offer-poster/:offerId',
    {
      schema: {
        tags: ['images'],
        summary: 'An offer poster as a PNG, made out to one contact whose id is shown as a QR code.',
        params: OfferPosterParamsSchema,
        querystring: OfferPosterQuerySchema,
        response: { 200: PngSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const offer = await images.findPosterOffer(request.params.offerId);
      if (!offer) {
        reply.header('cache-control', 'no-store');
        return reply.status(404).send({ message: 'Offer not found' });
      }
      // Offers change or end; a few minutes of caching is enough for a poster opened repeatedly.
      reply.header('cache-control', 'private, max-age=300');
      return reply.type('image/png').send(await renderOfferPoster(offer, request.query.customerId));
    },
  );
};
