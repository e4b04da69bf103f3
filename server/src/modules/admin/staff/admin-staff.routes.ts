import {
  AdminStaffInviteInputSchema,
  AdminStaffListQuerySchema,
  AdminStaffPageSchema,
  AdminStaffSchema,
  AdminStaffVenuesInputSchema,
  AdminUuidParamsSchema,
  ErrorBodySchema,
  VersionQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin-actor.ts';
import type { AdminStaffService } from './admin-staff.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * Staff accounts, for the operator (every venue, staff and managers) and for a venue manager (/api/partner:
 * the staff of their venues, ADR 086): one route table, the caller's scope deciding what it reaches.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ staff: AdminStaffService; tag?: string }> = async (app, { staff, tag = 'admin: staff' }) => {
  const tags = [tag];
  app.get(
    '/staff',
    { schema: { tags, summary: 'Staff accounts of the embedded provider with their venues.', querystring: AdminStaffListQuerySchema, response: { 200: AdminStaffPageSchema, 400: ErrorBodySchema, ...refused } } },
    async (request) => staff.list(request.scope!, request.query),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Invites staff (or, by the operator, a venue manager) for venues: an account with the role, and an e-mailed one-time link to set a password.',
        body: AdminStaffInviteInputSchema,
        response: { 201: AdminStaffSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await staff.invite(actorOf(request.principal), request.scope!, request.body)),
  );

  app.put(
    '/staff/:id/venues',
    {
      schema: {
        tags,
        summary: 'Changes the venues a staff member works at; every staff request checks the current venues, so the change bites at once.',
        params: AdminUuidParamsSchema,
        body: AdminStaffVenuesInputSchema,
        response: { 200: AdminStaffSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request) => staff.setVenues(actorOf(request.principal), request.scope!, request.params.id, request.body),
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: "Takes a staff account off the caller's venues: removed and signed out everywhere when no venue is left; their next staff request is refused.",
        params: AdminUuidParamsSchema,
        querystring: VersionQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      await staff.remove(actorOf(request.principal), request.scope!, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
