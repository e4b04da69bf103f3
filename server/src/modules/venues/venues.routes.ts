import { ErrorBodySchema, VenueListSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembersRepository } from '../me/members.repository.ts';
import { toVenue } from './venue.mapper.ts';
import type { VenuesRepository } from './venues.repository.ts';

export const venuesRoutes: FastifyPluginAsyncZod<{ venues: VenuesRepository; members: MembersRepository }> = async (
  app,
  { venues, members },
) => {
  app.get(
    '/venues',
    {
      preHandler: app.identifyMember,
      schema: {
        tags: ['venues'],
        summary: 'Partner venues; a signed-in member sees which are their favourites.',
        response: { 200: VenueListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const member = request.principal ? await members.findByPrincipal(request.principal) : undefined;
      const rows = await venues.list(member?.id ?? null);
      return rows.map(toVenue);
    },
  );
};
