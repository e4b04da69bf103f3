import { AdminDeliveryProblemListQuerySchema, AdminDeliveryProblemPageSchema, ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeliveriesRepository } from './admin-deliveries.repository.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const adminDeliveriesRoutes: FastifyPluginAsyncZod<{ deliveries: AdminDeliveriesRepository }> = async (app, { deliveries }) => {
  app.get(
    '/deliveries',
    {
      schema: {
        tags: ['admin: delivery problems'],
        summary: 'Messages given up or reported undelivered, newest first by default, with the reason; recipients masked.',
        querystring: AdminDeliveryProblemListQuerySchema,
        response: { 200: AdminDeliveryProblemPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => deliveries.list(request.query),
  );
};
