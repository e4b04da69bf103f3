import { AdminOverviewSchema, ErrorBodySchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminOverviewRepository } from './admin-overview.repository.ts';

export const adminOverviewRoutes: FastifyPluginAsyncZod<{ overview: AdminOverviewRepository }> = async (app, { overview }) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin: overview'],
        summary: "The scheme at a glance: sign-ups, redemptions and vouchers today and over the last 7 days on the scheme's clock, messages waiting and contact messages open.",
        response: { 200: AdminOverviewSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => overview.read(),
  );
};
