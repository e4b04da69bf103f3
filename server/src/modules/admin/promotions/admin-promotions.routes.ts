import {
  AdminIdParamsSchema,
  AdminPromotionInputSchema,
  AdminPromotionListQuerySchema,
  AdminPromotionPageSchema,
  AdminPromotionSchema,
  AdminPromotionUpdateSchema,
  ErrorBodySchema,
  VersionQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminPromotionsService } from './admin-promotions.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: promotions'];

export const adminPromotionsRoutes: FastifyPluginAsyncZod<{ promotions: AdminPromotionsService }> = async (app, { promotions }) => {
  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Voucher promotions with their figures, searched by name, filtered by venue, sorted and paginated by keyset.',
        querystring: AdminPromotionListQuerySchema,
        response: { 200: AdminPromotionPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => promotions.list(request.query),
  );

  app.get(
    '/promotions/:id',
    { schema: { tags, summary: 'One promotion with its public link and figures.', params: AdminIdParamsSchema, response: { 200: AdminPromotionSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } } },
    async (request) => promotions.get(request.params.id),
  );

  app.post(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Creates a voucher promotion and its pool (the cap).',
        body: AdminPromotionInputSchema,
        response: { 201: AdminPromotionSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await promotions.create(actorOf(request.principal), request.body)),
  );

  app.put(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Saves a promotion; 409 when someone saved it since the given version.',
        params: AdminIdParamsSchema,
        body: AdminPromotionUpdateSchema,
        response: { 200: AdminPromotionSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => promotions.update(actorOf(request.principal), request.params.id, request.body),
  );

  app.delete(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a promotion softly: its link and promoters stop sending; vouchers and reports keep it.',
        params: AdminIdParamsSchema,
        querystring: VersionQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      await promotions.remove(actorOf(request.principal), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
