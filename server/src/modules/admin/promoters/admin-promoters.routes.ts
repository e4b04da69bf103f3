import {
  AdminIdParamsSchema,
  AdminPromoterInputSchema,
  AdminPromoterListQuerySchema,
  AdminPromoterPageSchema,
  AdminPromoterSchema,
  AdminPromoterSendListQuerySchema,
  AdminPromoterSendPageSchema,
  AdminPromoterUpdateSchema,
  AdminRevokeInputSchema,
  ErrorBodySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminPromotersService } from './admin-promoters.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: promoters'];

export const adminPromotersRoutes: FastifyPluginAsyncZod<{ promoters: AdminPromotersService }> = async (app, { promoters }) => {
  app.get(
    '/promoters',
    {
      schema: {
        tags,
        summary: 'Promoters with their links, searched by name, filtered by promotion, sorted and paginated by keyset.',
        querystring: AdminPromoterListQuerySchema,
        response: { 200: AdminPromoterPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => promoters.list(request.query),
  );

  app.get(
    '/promoters/:id',
    { schema: { tags, summary: 'One promoter and its link.', params: AdminIdParamsSchema, response: { 200: AdminPromoterSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } } },
    async (request) => promoters.get(request.params.id),
  );

  app.get(
    '/promoters/:id/sends',
    {
      schema: {
        tags,
        summary: "The promoter's send attempts, newest first, numbers masked.",
        params: AdminIdParamsSchema,
        querystring: AdminPromoterSendListQuerySchema,
        response: { 200: AdminPromoterSendPageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused },
      },
    },
    async (request) => promoters.sends(request.params.id, { ...request.query, order: 'desc' }),
  );

  app.post(
    '/promoters',
    {
      schema: {
        tags,
        summary: 'Creates a promoter of a promotion with a daily quota; the answer holds its unique link.',
        body: AdminPromoterInputSchema,
        response: { 201: AdminPromoterSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await promoters.create(actorOf(request.principal), request.body)),
  );

  app.put(
    '/promoters/:id',
    {
      schema: {
        tags,
        summary: "Saves a promoter's name and quota; 409 on a stale version.",
        params: AdminIdParamsSchema,
        body: AdminPromoterUpdateSchema,
        response: { 200: AdminPromoterSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => promoters.update(actorOf(request.principal), request.params.id, request.body),
  );

  app.post(
    '/promoters/:id/revoke',
    {
      schema: {
        tags,
        summary: "Revokes a promoter: the link's next send is refused.",
        params: AdminIdParamsSchema,
        body: AdminRevokeInputSchema,
        response: { 200: AdminPromoterSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => promoters.revoke(actorOf(request.principal), request.params.id, request.body.version),
  );
};
