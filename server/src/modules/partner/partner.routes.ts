import { AdminVenueListQuerySchema, AdminVenuePageSchema, ErrorBodySchema, ROLES } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminVenuesService } from '../admin/venues/admin-venues.service.ts';

export interface PartnerRoutesOptions {
  venues: AdminVenuesService;
}

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['partner: venues'];

/**
 * Every /api/partner route: a venue manager runs the listing of their venues (issue 25) through the
 * console's own services, given the manager's scope, the venues of their current grant (ADR 083). The
 * guard runs onRequest, so a caller without the manager role is refused before the body is read.
 */
export const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, { venues }) => {
  app.addHook('onRequest', app.requireRole(ROLES.manager, { sites: {} }));

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
};
