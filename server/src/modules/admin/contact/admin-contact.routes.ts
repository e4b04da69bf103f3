import { AdminContactMessageListQuerySchema, AdminContactMessagePageSchema, AdminContactMessageSchema, AdminUuidParamsSchema, ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminContactService } from './admin-contact.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: contact messages'];

export const adminContactRoutes: FastifyPluginAsyncZod<{ contact: AdminContactService }> = async (app, { contact }) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'The contact-form inbox, newest first by default, filtered by handled and searched.',
        querystring: AdminContactMessageListQuerySchema,
        response: { 200: AdminContactMessagePageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => contact.list(request.query),
  );

  app.post(
    '/contact-messages/:id/handled',
    {
      schema: {
        tags,
        summary: 'Marks a contact message handled by the signed-in operator.',
        params: AdminUuidParamsSchema,
        response: { 200: AdminContactMessageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused },
      },
    },
    async (request) => contact.markHandled(actorOf(request.principal), request.params.id),
  );
};
