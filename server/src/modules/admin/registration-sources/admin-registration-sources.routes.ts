import {
  AdminIdParamsSchema,
  AdminRegistrationSourceInputSchema,
  AdminRegistrationSourceListQuerySchema,
  AdminRegistrationSourcePageSchema,
  AdminRegistrationSourceSchema,
  AdminRegistrationSourceUpdateSchema,
  ErrorBodySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminRegistrationSourcesService } from './admin-registration-sources.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: registration sources'];

export const adminRegistrationSourcesRoutes: FastifyPluginAsyncZod<{ sources: AdminRegistrationSourcesService }> = async (app, { sources }) => {
  app.get(
    '/registration-sources',
    {
      schema: {
        tags,
        summary: 'Registration sources with their links and sign-ups, searched by name, paginated by keyset.',
        querystring: AdminRegistrationSourceListQuerySchema,
        response: { 200: AdminRegistrationSourcePageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => sources.list(request.query),
  );

  app.get(
    '/registration-sources/:id',
    { schema: { tags, summary: 'One registration source.', params: AdminIdParamsSchema, response: { 200: AdminRegistrationSourceSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } } },
    async (request) => sources.get(request.params.id),
  );

  app.post(
    '/registration-sources',
    {
      schema: {
        tags,
        summary: 'Creates a registration source; the server draws its link code.',
        body: AdminRegistrationSourceInputSchema,
        response: { 201: AdminRegistrationSourceSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await sources.create(actorOf(request.principal), request.body)),
  );

  app.put(
    '/registration-sources/:id',
    {
      schema: {
        tags,
        summary: 'Renames or retires a registration source; 409 on a stale version or a taken name.',
        params: AdminIdParamsSchema,
        body: AdminRegistrationSourceUpdateSchema,
        response: { 200: AdminRegistrationSourceSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => sources.update(actorOf(request.principal), request.params.id, request.body),
  );
};
