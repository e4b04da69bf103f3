import {
  ErrorBodySchema,
  PromoCodeIdParamsSchema,
  PromoCodeRedeemInputSchema,
  PromoCodeRegisterInputSchema,
  PromoCodeSchema,
  type OfferRequirement,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MembersRepository } from '../me/members.repository.ts';
import { voucherMessages } from './messages.ts';
import { toPromoCode } from './promo-code.mapper.ts';
import {
  findMemberCode,
  findPromoCode,
  findPromotionById,
  findMemberPoolClaim,
  findPublicPromoCode,
  findPublicPromoCodeByCode,
  insertPromoCode,
  insertRedemption,
  takeFromPool,
} from './vouchers.repository.ts';

const CLAIM_REFUSALS: Record<OfferRequirement, string> = {
  None: voucherMessages.claimNeedsVerifiedAccount,
  VerifiedAccount: voucherMessages.claimNeedsVerifiedAccount,
  Photo: voucherMessages.claimNeedsPhoto,
  StudentEmail: voucherMessages.claimNeedsStudentEmail,
};

/** The client role that lets a signed-in user redeem codes at the venues in their pos-site-id claim. */
export const STAFF_ROLE = 'staff';

export const promoCodesRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; members: MembersRepository; apiAudience: string }> = async (
  app,
  { db, members, apiAudience },
) => {
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
    async (request) => {
      const row = await findPublicPromoCode(db, request.params.id);
      if (!row) throw app.httpErrors.notFound(voucherMessages.promoCodeNotFound);
      return toPromoCode(row);
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
      const member = await members.findOrCreate(request.principal!);
      const promotion = await findMemberPoolClaim(db, request.body.id, member.id);
      if (!promotion) throw app.httpErrors.notFound(voucherMessages.poolNotFound);
      // Throwaway accounts must not drain pools: a claim needs a verified account and the pool's requirement.
      if (!promotion.member_is_verified) throw app.httpErrors.forbidden(voucherMessages.claimNeedsVerifiedAccount);
      if (!promotion.member_meets_requirement) throw app.httpErrors.forbidden(CLAIM_REFUSALS[promotion.member_requirement]);
      const { id, created } = await db.transaction().execute(async (trx) => {
        const held = await findMemberCode(trx, promotion.pool_id, member.id);
        if (held) return { id: held.id, created: false };
        if (!promotion.is_available || !(await takeFromPool(trx, promotion.pool_id))) throw app.httpErrors.gone(voucherMessages.offerEnded);
        const code = await insertPromoCode(trx, {
          pool_id: promotion.pool_id,
          promotion_id: promotion.id,
          phone_number: null,
          member_id: member.id,
          promoter_id: null,
          status: 'issued',
          verification_hash: null,
          verification_expires_at: null,
          verification_sent_at: null,
          issued_at: new Date(),
          expires_at: new Date(Math.min(promotion.ends_at.getTime(), Date.now() + promotion.voucher_valid_days * 86_400_000)),
        });
        // The unique index settles a concurrent second request from the same member.
        return code ? { id: code.id, created: true } : { id: (await findMemberCode(trx, promotion.pool_id, member.id))!.id, created: false };
      });
      reply.status(created ? 201 : 200);
      return toPromoCode((await findPublicPromoCode(db, id))!);
    },
  );

  app.post(
    '/promo-codes/redeem',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['promo-codes'],
        summary:
          "Redeems a code once. Only staff (client role 'staff') whose pos-site-id claim includes the promotion's venue may redeem it.",
        body: PromoCodeRedeemInputSchema,
        response: {
          200: PromoCodeSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          410: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (!principal.roles.includes(`${apiAudience}/${STAFF_ROLE}`)) throw app.httpErrors.forbidden(voucherMessages.staffOnly);
      const found = 'id' in request.body ? await findPublicPromoCode(db, request.body.id) : await findPublicPromoCodeByCode(db, request.body.code);
      if (!found) throw app.httpErrors.notFound(voucherMessages.promoCodeNotFound);
      if (found.venueId !== null && !principal.posSiteIds.includes(found.venueId)) throw app.httpErrors.forbidden(voucherMessages.wrongVenue);
      await db.transaction().execute(async (trx) => {
        const code = (await findPromoCode(trx, found.id, { lock: true }))!;
        if (code.expires_at && code.expires_at.getTime() <= Date.now()) throw app.httpErrors.gone(voucherMessages.promoCodeExpired);
        const promotion = (await findPromotionById(trx, code.promotion_id))!;
        const redeemed = await insertRedemption(trx, {
          promoCodeId: code.id,
          venueId: promotion.venue_id,
          staffIssuer: principal.issuer,
          staffSubject: principal.subject,
        });
        if (!redeemed) throw app.httpErrors.conflict(voucherMessages.alreadyRedeemed);
      });
      return toPromoCode((await findPublicPromoCode(db, found.id))!);
    },
  );
};
