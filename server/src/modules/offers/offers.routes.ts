import {
  ErrorBodySchema,
  OfferCatalogueSchema,
  OfferIdParamsSchema,
  OfferListQuerySchema,
  OfferListSchema,
  OfferPosterLinkSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PosterTokens } from '../images/poster-tokens.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { prepareJson, sendPrepared } from '../../http/prepared-json.ts';
import type { MemberOfferLists } from './member-offer-lists.ts';
import type { OfferCatalogueCache } from './offer-catalogue.ts';
import { offerMessages } from './messages.ts';
import type { OffersRepository } from './offers.repository.ts';

export interface OffersRoutesOptions {
  offers: Pick<OffersRepository, 'findForMember'>;
  memberOfferLists: Pick<MemberOfferLists, 'get'>;
  catalogue: Pick<OfferCatalogueCache, 'get'>;
  posterTokens: PosterTokens;
}

export const offersRoutes: FastifyPluginAsyncZod<OffersRoutesOptions> = async (app, { offers, memberOfferLists, catalogue, posterTokens }) => {
  const visitorOffers = prepareJson(OfferListSchema, []);

  app.get(
    '/offers',
    {
      preHandler: app.identifyMember,
      schema: {
        tags: ['offers'],
        summary:
          "The signed-in member's offers, all or a page of venues, favourite venues first (R-OFFERS-02); a visitor gets an empty list, which prompts login (R-ROLES-02).",
        querystring: OfferListQuerySchema,
        response: { 200: OfferListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'authorization');
      if (!request.member) return sendPrepared(request, reply, visitorOffers);
      return sendPrepared(request, reply, await memberOfferLists.get(request.member.id, { vip: false, page: request.query }));
    },
  );

  app.get(
    '/offers/catalogue',
    {
      schema: {
        tags: ['offers'],
        summary: 'What the scheme offers, for everyone: each venue with the titles of the offers every member can see now (VIP offers left out).',
        response: { 200: OfferCatalogueSchema },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await catalogue.get()),
  );

  app.get(
    '/me/vip',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['offers', 'me'],
        summary: "The signed-in member's VIP offers, all or a page of venues, favourite venues first; empty for a member who is not VIP.",
        querystring: OfferListQuerySchema,
        response: { 200: OfferListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'authorization');
      return sendPrepared(request, reply, await memberOfferLists.get(request.member!.id, { vip: true, page: request.query }));
    },
  );

  app.get(
    '/offers/:id/poster',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['offers'],
        summary: "The address of the signed-in member's poster for an offer they may use now (the SPA's /p/{offerId}/{contactId}).",
        params: OfferIdParamsSchema,
        response: { 200: OfferPosterLinkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      const offer = await offers.findForMember(member.id, request.params.id);
      // A locked offer's description stays on the server (offer.mapper.ts); its poster would print it.
      if (!offer?.unlocked) throw new DomainError('not-found', offerMessages.notFound);
      reply.header('cache-control', 'private, no-store');
      return { path: `/p/${offer.id}/${posterTokens.issue(offer.id, member.id)}` };
    },
  );
};
