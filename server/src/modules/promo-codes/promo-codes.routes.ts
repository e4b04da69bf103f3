import {
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  PromoCodeIdParamsSchema,
  PromoCodeRedeemInputSchema,
  PromoCodeRedemptionSchema,
  PromoCodeRegisterInputSchema,
  PromoCodeSchema,
  ROLES,
  StaffVenueQuerySchema,
  StaffVoucherParamsSchema,
  StaffVoucherSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PromoCodeService } from './promo-codes.service.ts';

export const promoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodeService }> = async (app, { promoCodes }) => {
  app.get(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['promo-codes'],
        summary: 'An issued promo code: its code, promotion, venue, expiry and whether it was redeemed.',
        params: PromoCodeIdParamsSchema,
        response: { 200: PromoCodeSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => promoCodes.publicCode(request.params.id),
  );

  app.get(
    '/staff/vouchers/:voucher',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: { venueIn: 'query' } }),
      schema: {
        tags: ['staff'],
        summary:
          "A voucher, by its QR's id or its printed code, as staff at venueId see it before Redeem: promotion, venue, expiry and " +
          'whether it can be redeemed there now (redeemable, redeemed with when and where, withdrawn, expired). A voucher of another ' +
          "venue's promotion is otherVenue with that venue's name only.",
        params: StaffVoucherParamsSchema,
        querystring: StaffVenueQuerySchema,
        response: { 200: StaffVoucherSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return promoCodes.staffVoucher(request.params.voucher, request.query.venueId);
    },
  );

  app.post(
    '/promo-codes/register',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['promo-codes'],
        summary:
          "Gives the signed-in member one code from a pool open to members (by the pool's public id), when the member's account " +
          "is verified and meets the pool's requirement; asking again returns the member's code.",
        body: PromoCodeRegisterInputSchema,
        response: {
          200: PromoCodeSchema,
          201: PromoCodeSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          410: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { code, created } = await promoCodes.claim(request.member!.id, request.body.id);
      return reply.status(created ? 201 : 200).send(code);
    },
  );

  app.post(
    '/promo-codes/redeem',
    {
      preHandler: app.requireRole(ROLES.staff, { sites: {} }),
      schema: {
        tags: ['promo-codes'],
        summary:
          "Redeems a code once, at venueId (optional for staff of one venue): staff (client role 'staff') of the promotion's venue, or " +
          'for a promotion with no venue of the venue they name, where it is recorded; 410 when the promotion was deleted. ' +
          'The answer carries the redemption id, which DELETE /api/staff/redemptions/{id} undoes. A retry with the same Idempotency-Key ' +
          'gets the code as it is now, or 409 once that redemption was undone.',
        headers: IdempotencyHeadersSchema,
        body: PromoCodeRedeemInputSchema,
        response: {
          200: PromoCodeRedemptionSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          410: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => promoCodes.redeem(request.principal!, request.scope!, request.body, request.headers['idempotency-key']),
  );
};
