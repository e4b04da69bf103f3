import { ErrorBodySchema, VenueIdParamsSchema, VenueListSchema, VenueSchema } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error.ts';
import { type PreparedJson, sendPrepared } from '../../http/prepared-json.ts';
import type { Snapshot } from '../../db/snapshot.ts';
import { toVenue } from './venue.mapper.ts';
import type { VenuesRepository } from './venues.repository.ts';

export const VENUE_NOT_FOUND = 'There is no venue with this id.';

export interface VenuesRoutesOptions {
  venues: VenuesRepository;
  /** What a visitor gets; a member's list (with favourites) is always read from the database. */
  publicList: Snapshot<PreparedJson>;
}

export const venuesRoutes: FastifyPluginAsyncZod<VenuesRoutesOptions> = async (app, { venues, publicList }) => {
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
    async (request, reply) => {
      // The answer depends on the token, so no cache may hand a visitor's copy to a member or the reverse.
      reply.header('vary', 'authorization');
      if (!request.member) return sendPrepared(request, reply, await publicList.get());
      const rows = await venues.list(request.member.id);
      return rows.map(toVenue);
    },
  );

  for (const action of ['favourite', 'unfavourite'] as const) {
    app.post(
      `/venues/:id/${action}`,
      {
        preHandler: app.requireMember,
        schema: {
          tags: ['venues'],
          summary:
            action === 'favourite'
              ? "Adds the venue to the member's favourites; repeating it changes nothing."
              : "Removes the venue from the member's favourites; repeating it changes nothing.",
          params: VenueIdParamsSchema,
          response: { 200: VenueSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        const member = request.member!;
        const { id } = request.params;
        if (!(await venues.findById(id, member.id))) throw new DomainError('not-found', VENUE_NOT_FOUND);
        if (action === 'favourite') await venues.addFavourite(member.id, id);
        else await venues.removeFavourite(member.id, id);
        return toVenue((await venues.findById(id, member.id))!);
      },
    );
  }
};
