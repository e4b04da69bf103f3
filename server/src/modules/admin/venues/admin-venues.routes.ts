import {
  AdminIdParamsSchema,
  AdminVenueInputSchema,
  AdminVenueListQuerySchema,
  AdminVenueLogoInputSchema,
  AdminVenuePageSchema,
  AdminVenueSchema,
  AdminVenueUpdateSchema,
  ErrorBodySchema,
  PartnerVenueUpdateSchema,
  VENUE_LOGO_MAX_BYTES,
  VersionQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminVenuesService } from './admin-venues.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export interface AdminVenuesRoutesOptions {
  venues: AdminVenuesService;
  /** The OpenAPI tag of these routes. */
  tag?: string;
  /**
   * A venue manager's routes (/api/partner, issue 25): their venues' listing only, no venue made or deleted,
   * and the name, time zone and whether it is live left to the operator.
   */
  listingOnly?: boolean;
}

/** Venues, for the operator (every venue) and for a venue manager (their own: one route table, the caller's scope deciding). */
export const adminVenuesRoutes: FastifyPluginAsyncZod<AdminVenuesRoutesOptions> = async (app, { venues, tag = 'admin: venues', listingOnly = false }) => {
  const tags = [tag];
  app.get(
    '/venues',
    {
      schema: {
        tags,
        summary: 'Venues, searched by name, sorted and paginated by keyset.',
        querystring: AdminVenueListQuerySchema,
        response: { 200: AdminVenuePageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => venues.list(request.scope!, request.query),
  );

  app.get(
    '/venues/:id',
    {
      schema: { tags, summary: 'One venue.', params: AdminIdParamsSchema, response: { 200: AdminVenueSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...refused } },
    },
    async (request) => venues.get(request.scope!, request.params.id),
  );

  if (listingOnly) {
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
  } else {
    app.post(
      '/venues',
      {
        schema: {
          tags,
          summary: 'Creates a venue (its logo is uploaded afterwards).',
          body: AdminVenueInputSchema,
          response: { 201: AdminVenueSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
        },
      },
      async (request, reply) => reply.status(201).send(await venues.create(actorOf(request.principal), request.scope!, request.body)),
    );

    app.put(
      '/venues/:id',
      {
        schema: {
          tags,
          summary: 'Saves a venue; 409 when someone saved it since the given version, or the name is taken.',
          params: AdminIdParamsSchema,
          body: AdminVenueUpdateSchema,
          response: { 200: AdminVenueSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
        },
      },
      async (request) => venues.update(actorOf(request.principal), request.scope!, request.params.id, request.body),
    );

    app.delete(
      '/venues/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a venue softly: members stop seeing it and its offers; history keeps it.',
          params: AdminIdParamsSchema,
          querystring: VersionQuerySchema,
          response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
        },
      },
      async (request, reply) => {
        await venues.remove(actorOf(request.principal), request.scope!, request.params.id, request.query.version);
        return reply.status(204).send(null);
      },
    );
  }

  app.put(
    '/venues/:id/logo',
    {
      // Base64 of the largest accepted file plus the JSON around it.
      bodyLimit: Math.ceil(VENUE_LOGO_MAX_BYTES / 3) * 4 + 1024,
      schema: {
        tags,
        summary: 'Stores a venue logo: resized into a 256-pixel square PNG served from /media/venue-logos/.',
        params: AdminIdParamsSchema,
        body: AdminVenueLogoInputSchema,
        response: { 200: AdminVenueSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, ...refused },
      },
    },
    async (request) => venues.uploadLogo(actorOf(request.principal), request.scope!, request.params.id, request.body),
  );
};

// {venueId}-{hash}.png; the hash is base64url, so it may hold '-' itself.
const LOGO_FILE = /^(\d{1,10})-([A-Za-z0-9_-]{16})\.png$/;
const LogoParamsSchema = z.object({ file: z.string().regex(LOGO_FILE) });

/** Public: the logos members see, from our own origin. */
export const venueLogoMediaRoutes: FastifyPluginAsyncZod<{ venues: AdminVenuesService }> = async (app, { venues }) => {
  app.get(
    '/media/venue-logos/:file',
    { schema: { hide: true, params: LogoParamsSchema } },
    async (request, reply) => {
      // The schema has matched the name already.
      const [, venueId = '', hash = ''] = LOGO_FILE.exec(request.params.file) ?? [];
      const png = await venues.logo(Number(venueId), hash);
      if (!png) return reply.notFound();
      // The name changes with the content, so the browser never needs to ask again.
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=31536000, immutable').send(png);
    },
  );
};
