import { ErrorBodySchema, OfferListSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toOffer } from './offer.mapper.ts';
import type { OffersRepository } from './offers.repository.ts';

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersRepository }> = async (app, { offers }) => {
  app.get(
    '/offers',
    {
      preHandler: app.identifyMember,
      schema: {
        tags: ['offers'],
        summary: "The signed-in member's offers; a visitor gets an empty list (SPEC 6: the empty list prompts login).",
        response: { 200: OfferListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!request.member) return [];
      const rows = await offers.listForMember(request.member.id, { vip: false });
      return rows.map(toOffer);
    },
  );

  app.get(
    '/me/vip',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['offers', 'me'],
        summary: "The signed-in member's VIP offers; empty for a member who is not VIP.",
        response: { 200: OfferListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const rows = await offers.listForMember(request.member!.id, { vip: true });
      return rows.map(toOffer);
    },
  );
};
