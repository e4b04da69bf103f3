import {
  AdminIdParamsSchema,
  AdminVenueListQuerySchema,
  AdminVenueLogoInputSchema,
  AdminVenuePageSchema,
  AdminVenueSchema,
  ErrorBodySchema,
  PartnerVenueUpdateSchema,
  VENUE_LOGO_MAX_BYTES,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../admin/admin-actor.ts';
import type { AdminVenuesService } from '../../admin/venues/admin-venues.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['partner: venues'];

/** "Our venue": the manager's venues and their listing, through the console's venues service in the manager's scope. */
export const partnerVenuesRoutes: FastifyPluginAsyncZod<{ venues: AdminVenuesService }> = async (app, { venues }) => {
  app.get(
    '/venues',
    {
      schema: {
        tags,
        summary: "The manager's venues, searched by name, sorted and paginated by keyset.",
        querystring: AdminVenueListQuerySchema,
        response: { 200: AdminVenuePageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => venues.list(request.scope!, request.query),
  );

  app.get(
    '/venues/:id',
    {
      schema: { tags, summary: 'One of the manager’s venues.', params: AdminIdParamsSchema, response: { 200: AdminVenueSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } },
    },
    async (request) => venues.get(request.scope!, request.params.id),
  );

  app.put(
    '/venues/:id',
    {
      schema: {
        tags,
        summary: "Saves the venue's description, website, address and opening hours; 409 when someone saved it since the given version.",
        params: AdminIdParamsSchema,
        body: PartnerVenueUpdateSchema,
        response: { 200: AdminVenueSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => venues.updateListing(actorOf(request.principal), request.scope!, request.params.id, request.body),
  );

  app.put(
    '/venues/:id/logo',
    {
      // Base64 of the largest accepted file plus the JSON around it.
      bodyLimit: Math.ceil(VENUE_LOGO_MAX_BYTES / 3) * 4 + 1024,
      schema: {
        tags,
        summary: 'Stores the venue logo: resized into a 256-pixel square PNG served from /media/venue-logos/.',
        params: AdminIdParamsSchema,
        body: AdminVenueLogoInputSchema,
        response: { 200: AdminVenueSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, ...refused },
      },
    },
    async (request) => venues.uploadLogo(actorOf(request.principal), request.scope!, request.params.id, request.body),
  );
};
