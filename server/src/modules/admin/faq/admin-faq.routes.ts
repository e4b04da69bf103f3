import { z } from 'zod';
import {
  AdminFaqItemInputSchema,
  AdminFaqItemSchema,
  AdminFaqItemUpdateSchema,
  AdminFaqListSchema,
  AdminFaqMoveSchema,
  AdminIdParamsSchema,
  ErrorBodySchema,
  VersionQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminFaqService } from './admin-faq.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: faq'];

export const adminFaqRoutes: FastifyPluginAsyncZod<{ faq: AdminFaqService }> = async (app, { faq }) => {
  app.get('/faq', { schema: { tags, summary: 'Every FAQ item in page order.', response: { 200: AdminFaqListSchema, ...refused } } }, async () => faq.list());

  app.post(
    '/faq',
    {
      schema: {
        tags,
        summary: 'Adds a question and its answer at the end of the FAQ.',
        body: AdminFaqItemInputSchema,
        response: { 201: AdminFaqItemSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await faq.create(actorOf(request.principal), request.body)),
  );

  app.put(
    '/faq/:id',
    {
      schema: {
        tags,
        summary: 'Changes a question or its answer; 409 on a stale version.',
        params: AdminIdParamsSchema,
        body: AdminFaqItemUpdateSchema,
        response: { 200: AdminFaqItemSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => faq.update(actorOf(request.principal), request.params.id, request.body),
  );

  app.post(
    '/faq/:id/move',
    {
      schema: {
        tags,
        summary: 'Moves an item one place up or down and answers the reordered FAQ; 409 on a stale version.',
        params: AdminIdParamsSchema,
        body: AdminFaqMoveSchema,
        response: { 200: AdminFaqListSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => faq.move(actorOf(request.principal), request.params.id, request.body),
  );

  app.delete(
    '/faq/:id',
    {
      schema: {
        tags,
        summary: 'Removes an item from the FAQ; 409 on a stale version.',
        params: AdminIdParamsSchema,
        querystring: VersionQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      await faq.remove(actorOf(request.principal), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
