import {
  ErrorBodySchema,
  ROLES,
  IdempotencyHeadersSchema,
  StaffCardParamsSchema,
  StaffCardSchema,
  StaffPhotoParamsSchema,
  StaffRedemptionIdParamsSchema,
  StaffRedemptionInputSchema,
  StaffRedemptionLogQuerySchema,
  StaffRedemptionLogSchema,
  StaffRedemptionSchema,
  StaffVenueListSchema,
  StaffVenueQuerySchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffService } from './staff.service.ts';

// Buffers bypass the serializer; the schema documents the answer and types reply.send.
const JpegSchema = z.instanceof(Buffer).describe('A JPEG image');

const refusals = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema } as const;

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/staff/venues',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: {} }),
      schema: {
        tags: ['staff'],
        summary: "The venues the signed-in staff member may act for (client role 'staff', sites from pos-site-id).",
        response: { 200: StaffVenueListSchema, ...refusals },
      },
    },
    async (request) => staff.venues(request.scope!),
  );

  app.get(
    '/staff/cards/:cardId',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: { venueIn: 'query' } }),
      schema: {
        tags: ['staff'],
        summary:
          "A member's card (the QR's userId or the 12-character card number) as staff at the venue see it: first name, last " +
          "initial, photo, badges and the venue offers available, used or locked now. 404 'Card not found' for a card that names nobody, " +
          "'Card not valid' for a blocked one. Every lookup is recorded.",
        params: StaffCardParamsSchema,
        querystring: StaffVenueQuerySchema,
        response: { 200: StaffCardSchema, ...refusals, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.lookUp(request.principal!, request.params.cardId, request.query.venueId);
    },
  );

  app.post(
    '/staff/redemptions',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: { venueIn: 'body' } }),
      schema: {
        tags: ['staff'],
        summary:
          "Redeems an offer for the member behind the card, once per period of the offer's redemption rule (409 when already used, " +
          '422 with the reason when the member may not use it now). A retry with the same Idempotency-Key gets the first redemption as it ' +
          'is now, or 409 once it was undone.',
        headers: IdempotencyHeadersSchema,
        body: StaffRedemptionInputSchema,
        response: { 201: StaffRedemptionSchema, ...refusals, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const redemption = await staff.redeem(request.principal!, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(redemption);
    },
  );

  app.delete(
    '/staff/redemptions/:id',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: {} }),
      schema: {
        tags: ['staff'],
        summary: 'Undoes an offer or voucher redemption; only the staff member who made it, within two minutes (409 otherwise).',
        params: StaffRedemptionIdParamsSchema,
        response: { 200: StaffRedemptionSchema, ...refusals, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => staff.undo(request.principal!, request.scope!, request.params.id),
  );

  app.get(
    '/staff/redemptions',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: { venueIn: 'query' } }),
      schema: {
        tags: ['staff'],
        summary: "The venue's offer and voucher redemptions of one venue-local day (today by default), newest first.",
        querystring: StaffRedemptionLogQuerySchema,
        response: { 200: StaffRedemptionLogSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.log(request.principal!, request.query.venueId, request.query.date);
    },
  );

  app.get(
    '/staff/photos/:token',
    {
      schema: {
        tags: ['staff'],
        summary: "A member's photo for the staff screen, by the signed short-lived link a card lookup gave (no bearer token: an <img> loads it).",
        params: StaffPhotoParamsSchema,
        response: { 200: JpegSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const jpeg = await staff.photo(request.params.token);
      return reply.header('cache-control', 'private, max-age=300').type('image/jpeg').send(jpeg);
    },
  );
};
