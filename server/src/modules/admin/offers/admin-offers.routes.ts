import {
  AdminIdParamsSchema,
  AdminOfferInputSchema,
  AdminOfferListQuerySchema,
  AdminOfferPageSchema,
  AdminOfferPreviewSchema,
  AdminOfferSchema,
  AdminOfferUpdateSchema,
  ErrorBodySchema,
  VersionQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminOffersService } from './admin-offers.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: offers'];

export const adminOffersRoutes: FastifyPluginAsyncZod<{ offers: AdminOffersService }> = async (app, { offers }) => {
  app.get(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Offers, searched by title, filtered by venue and active, sorted and paginated by keyset.',
        querystring: AdminOfferListQuerySchema,
        response: { 200: AdminOfferPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => offers.list(request.scope!, request.query),
  );

  app.get(
    '/offers/:id',
    { schema: { tags, summary: 'One offer.', params: AdminIdParamsSchema, response: { 200: AdminOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } } },
    async (request) => offers.get(request.scope!, request.params.id),
  );

  app.get(
    '/offers/:id/preview',
    {
      schema: {
        tags,
        summary: 'The offer as GET /api/offers shows it to a member who meets its requirement, and locked to one who does not.',
        params: AdminIdParamsSchema,
        response: { 200: AdminOfferPreviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused },
      },
    },
    async (request) => offers.preview(request.scope!, request.params.id),
  );

  app.post(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Creates an offer of a venue.',
        body: AdminOfferInputSchema,
        response: { 201: AdminOfferSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await offers.create(actorOf(request.principal), request.scope!, request.body)),
  );

  app.put(
    '/offers/:id',
    {
      schema: {
        tags,
        summary: 'Saves an offer; 409 when someone saved it since the given version, or the venue has an offer of this title.',
        params: AdminIdParamsSchema,
        body: AdminOfferUpdateSchema,
        response: { 200: AdminOfferSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => offers.update(actorOf(request.principal), request.scope!, request.params.id, request.body),
  );

  app.delete(
    '/offers/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an offer softly: members stop seeing it; redemptions keep it.',
        params: AdminIdParamsSchema,
        querystring: VersionQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      await offers.remove(actorOf(request.principal), request.scope!, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
