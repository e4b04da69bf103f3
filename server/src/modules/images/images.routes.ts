import {
  ErrorBodySchema,
  OfferPosterParamsSchema,
  OfferPosterQuerySchema,
  PromoCodeImageParamsSchema,
  cardNumberFromUserId,
  titleNamesVenue,
} from '@venue-pass/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import type { OffersRepository } from '../offers/offers.repository.ts';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters.ts';
import { imageAnswers } from './image-messages.ts';
import type { RenderJob } from './image-render.worker.ts';
import { ImageRendererBusyError, type ImageRendererOptions, createImageRenderer } from './image-renderer.ts';
import type { PosterTokens } from './poster-tokens.ts';
import type { PublicPromoCode } from './voucher-image.ts';

/** Looks up a promo code for its public image; the vouchers module provides it. */
export type FindPublicPromoCode = (promoCodeId: string) => Promise<PublicPromoCode | undefined>;

// Buffers bypass the serializer; the schema documents the answer and types reply.send.
const PngSchema = z.instanceof(Buffer).describe('A PNG image');

export interface ImagesRoutesOptions {
  /** The per-IP request counters, shared by every instance. */
  counters: RateLimitCounters;
  offers: OffersRepository;
  posterTokens: PosterTokens;
  findPublicPromoCode: FindPublicPromoCode;
  /** Image requests per client IP per minute (IMAGE_LIMIT_IP_PER_MINUTE). */
  limitPerMinute: number;
  /** Render threads, queue and cache; the defaults suit the server. */
  render?: ImageRendererOptions;
}

export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (
  app,
  { counters, offers, posterTokens, findPublicPromoCode, limitPerMinute, render },
) => {
  const renderer = createImageRenderer(render);
  app.addHook('onClose', () => renderer.close());

  // Every image costs a render or a cache lookup and a database query: a client IP (which honours
  // TRUST_PROXY) gets a fixed number per minute, counted in PostgreSQL so the limit holds across instances.
  app.addHook('onRequest', async (request, reply) => {
    // Until an image is sent, every answer (a refusal, a 404) must not be cached.
    reply.header('cache-control', 'no-store');
    await counters.enforce({ name: 'images', key: `images:ip:${request.ip}`, limit: limitPerMinute, windowSeconds: 60 });
  });

  async function sendPng(request: FastifyRequest, reply: FastifyReply, job: RenderJob, cacheControl: string) {
    let png: Buffer;
    try {
      png = await renderer.render(job);
    } catch (error) {
      if (!(error instanceof ImageRendererBusyError)) throw error;
      request.log.warn('image render queue full');
      throw new DomainError('unavailable', imageAnswers.busy, { retryAfterSeconds: 5, reason: 'image-renderer-busy' });
    }
    return reply.header('cache-control', cacheControl).type('image/png').send(png);
  }

  function notFound(message: string): never {
    throw new DomainError('not-found', message);
  }

  app.get(
    '/images/promo-code/public/:promoCodeId',
    {
      schema: {
        tags: ['images'],
        summary: 'A voucher as a PNG: the promotion, the code and a QR code for staff to scan.',
        params: PromoCodeImageParamsSchema,
        response: { 200: PngSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { promoCodeId } = request.params;
      const found = await findPublicPromoCode(promoCodeId);
      if (!found) notFound(imageAnswers.voucherNotFound);
      // A title that names the venue already says where (issue 22 item 8): no venue line repeats it. Decided
      // here, so the drawing threads need not load the contracts.
      const voucher = found.venueName && titleNamesVenue(found.promotionName, found.venueName) ? { ...found, venueName: null } : found;
      // Short and private: once the code is redeemed the image must say so.
      return sendPng(request, reply, { kind: 'voucher', promoCodeId, voucher }, 'private, max-age=30');
    },
  );

  app.get(
    '/images/offer-poster/:offerId',
    {
      schema: {
        tags: ['images'],
        summary:
          'An offer poster as a PNG for the member that customerId names (a signed token from GET /api/offers/{id}/poster), only while they may see the offer.',
        params: OfferPosterParamsSchema,
        querystring: OfferPosterQuerySchema,
        response: { 200: PngSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { offerId } = request.params;
      const { customerId } = request.query;
      // A forged or expired token answers exactly like an offer the member may not see: nothing to probe.
      const memberId = posterTokens.verify(offerId, customerId);
      const offer = memberId ? await offers.findForMember(memberId, offerId) : undefined;
      if (!memberId || !offer?.unlocked) notFound(imageAnswers.offerNotFound);
      const poster = {
        venueName: offer.venue_name,
        name: offer.name,
        description: offer.description,
        dateVisibleTo: offer.date_visible_to,
        qrText: customerId,
        reference: cardNumberFromUserId(memberId),
      };
      // Offers change or end; a few minutes of caching is enough for a poster opened repeatedly.
      return sendPng(request, reply, { kind: 'poster', poster }, 'private, max-age=300');
    },
  );
};
