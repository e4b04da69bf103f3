import { ErrorBodySchema, WeeklyDigestSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WeeklyDigestService } from './weekly-digest.service.ts';

/** The member's weekly digest of new offers at their favourite venues: whether they get it, and the switch. */
export const weeklyDigestRoutes: FastifyPluginAsyncZod<{ digests: WeeklyDigestService }> = async (app, { digests }) => {
  app.get(
    '/me/weekly-digest',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Whether the member gets the weekly digest of new offers at their favourite venues, and how many favourites it covers.',
        response: { 200: WeeklyDigestSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => digests.stateOf(request.member!),
  );

  app.put(
    '/me/weekly-digest',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Asks for the weekly digest, recorded with the words shown like a consent; asking again keeps the first time.',
        response: { 200: WeeklyDigestSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => digests.set(request.member!, true),
  );

  app.delete(
    '/me/weekly-digest',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Stops the weekly digest, recorded like the request; stopping again changes nothing.',
        response: { 200: WeeklyDigestSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => digests.set(request.member!, false),
  );
};
