import {
  type OfferRequirement,
  type PromoCode,
  type PromoCodeRedeemInput,
  type PromoCodeRedemption,
  StaffMessages,
  type StaffVoucher,
  type StaffVoucherStatus,
} from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type Scope, inScope } from '../auth/scope.ts';
import type { Principal } from '../auth/token-verifier.ts';
import { idempotencyKey, withIdempotency } from '../idempotency/idempotency.ts';
import { createPromotionsRepository } from '../promotions/promotions.repository.ts';
import { createRedemptionsRepository } from '../redemptions/redemptions.repository.ts';
import { promoCodeMessages } from './messages.ts';
import type { PromoCodeIssuer } from './promo-code-issuer.ts';
import { toPromoCode } from './promo-code.mapper.ts';
import { type PublicPromoCode, createPromoCodesRepository } from './promo-codes.repository.ts';

const CLAIM_REFUSALS: Record<OfferRequirement, string> = {
  None: promoCodeMessages.claimNeedsVerifiedAccount,
  VerifiedAccount: promoCodeMessages.claimNeedsVerifiedAccount,
  Photo: promoCodeMessages.claimNeedsPhoto,
  StudentEmail: promoCodeMessages.claimNeedsStudentEmail,
};

export interface PromoCodeServiceOptions {
  db: Kysely<Database>;
  issuer: PromoCodeIssuer;
  /** Told of each committed redemption (not of replays), for the metrics. */
  onRedeemed: () => void;
}

/** The name of a voucher's venue; a promotion's venue cannot be deleted while the promotion exists (restrict). */
function venueNameOf(voucher: PublicPromoCode): string {
  return voucher.venueName!;
}

/** Looking up, claiming and redeeming issued promo codes. */
export function createPromoCodeService({ db, issuer, onRedeemed }: PromoCodeServiceOptions) {
  const codes = createPromoCodesRepository(db);

  async function publicCode(id: string): Promise<PromoCode> {
    const row = await codes.findPublic(id);
    if (!row) throw new DomainError('not-found', promoCodeMessages.promoCodeNotFound);
    return toPromoCode(row);
  }

  /**
   * Where the voucher is redeemed, when it is in the caller's scope: its promotion's venue (which the
   * venue they say they are at must be), or for a promotion of no venue the venue they say, or their only
   * one. So every redemption belongs to a venue's day, and its staff can see and undo it (ADR 053).
   */
  function redemptionVenue(scope: Scope, voucher: PublicPromoCode, saidVenueId: number | undefined): number {
    const inTheirs = (venueId: number) => {
      if (!inScope(scope, venueId)) throw new DomainError('forbidden', StaffMessages.otherVenue);
      return venueId;
    };
    const voucherVenueId = voucher.venueId;
    if (voucherVenueId !== null) {
      if (saidVenueId !== undefined && saidVenueId !== voucherVenueId) {
        throw new DomainError('forbidden', promoCodeMessages.wrongVenue(venueNameOf(voucher)));
      }
      return inTheirs(voucherVenueId);
    }
    if (saidVenueId !== undefined) return inTheirs(saidVenueId);
    const venues = scope.kind === 'venues' ? scope.venueIds : [];
    if (venues.length !== 1) throw new DomainError('invalid', promoCodeMessages.venueNeeded, { fields: { venueId: [promoCodeMessages.venueNeeded] } });
    return venues[0]!;
  }

  return {
    publicCode,

    /**
     * A voucher as staff at `venueId` see it before Redeem, by the QR's id or the printed code: whether Redeem
     * can succeed here now, and if not why, a past redemption (when and where) first. Of another venue's
     * voucher only that venue's name, which Redeem's refusal gives too (ADR 058).
     */
    async staffVoucher(ref: { id: string } | { code: string }, venueId: number): Promise<StaffVoucher> {
      const found = await codes.findForStaff(ref);
      if (!found) throw new DomainError('not-found', promoCodeMessages.promoCodeNotFound);
      if (found.venueId !== null && found.venueId !== venueId) return { status: 'otherVenue', venueName: venueNameOf(found) };
      let status: StaffVoucherStatus = 'redeemable';
      if (found.isRedeemed) status = 'redeemed';
      else if (found.promotionWithdrawn) status = 'withdrawn';
      else if (found.expiresAt.getTime() <= Date.now()) status = 'expired';
      return {
        status,
        code: found.code,
        promotionName: found.promotionName,
        venueName: found.venueName,
        expiresAt: found.expiresAt.toISOString(),
        redeemedAt: found.redeemedAt?.toISOString() ?? null,
        redeemedVenueName: found.redeemedVenueName,
      };
    },

    /** A member's code from a pool open to members; `created` is false when the member already held one. */
    async claim(memberId: string, poolPublicId: string): Promise<{ code: PromoCode; created: boolean }> {
      const promotion = await createPromotionsRepository(db).findMemberPoolClaim(poolPublicId, memberId);
      if (!promotion) throw new DomainError('not-found', promoCodeMessages.poolNotFound);
      // Throwaway accounts must not drain pools: a claim needs a verified account and the pool's requirement.
      if (!promotion.member_is_verified) throw new DomainError('forbidden', promoCodeMessages.claimNeedsVerifiedAccount);
      if (!promotion.member_meets_requirement) throw new DomainError('forbidden', CLAIM_REFUSALS[promotion.member_requirement]);
      const { id, created } = await db.transaction().execute((trx) => issuer.issueToMember(trx, promotion, memberId));
      return { code: await publicCode(id), created };
    },

    /**
     * Redeems a code once, by staff of the venue it is redeemed at; the redemption's id lets them undo it. A
     * voucher of a deleted promotion is refused (410). A retry
     * with the same Idempotency-Key (flaky bar Wi-Fi) gets the first redemption as the code is now, never a
     * false 'already redeemed', and a 409 once that redemption was undone (ADR 053).
     */
    async redeem(staff: Principal, scope: Scope, input: PromoCodeRedeemInput, idempotencyHeader?: string): Promise<PromoCodeRedemption> {
      const found = 'id' in input ? await codes.findPublic(input.id) : await codes.findPublicByCode(input.code);
      if (!found) throw new DomainError('not-found', promoCodeMessages.promoCodeNotFound);
      const venueId = redemptionVenue(scope, found, input.venueId);
      // Keyed per staff member, so one person's key can never replay another's answer.
      const key = idempotencyHeader ? idempotencyKey(`promo-code-redemption:${staff.issuer}:${staff.subject}`, idempotencyHeader, input) : null;
      // Set by the work, which a replay does not run; read once the transaction has committed.
      let redeemed = false;
      const redemption = await withIdempotency<PromoCodeRedemption>(db, key, {
        replay: async (stored, executor) => {
          const redemption = await createRedemptionsRepository(executor).find(stored.redemptionId);
          const code = redemption && (await createPromoCodesRepository(executor).findPublic(stored.id));
          if (!code) throw new DomainError('not-found', promoCodeMessages.promoCodeNotFound);
          if (redemption.undone_at !== null) throw new DomainError('conflict', StaffMessages.redemptionUndone);
          return { ...toPromoCode(code), redemptionId: stored.redemptionId };
        },
        work: async (trx) => {
          const locked = createPromoCodesRepository(trx);
          const code = (await locked.findById(found.id, { lock: true }))!;
          if (found.promotionWithdrawn) throw new DomainError('gone', StaffMessages.voucherWithdrawn);
          if (code.expires_at && code.expires_at.getTime() <= Date.now()) throw new DomainError('gone', promoCodeMessages.promoCodeExpired);
          const redemptionId = await createRedemptionsRepository(trx).insertVoucherRedemption({ promoCodeId: code.id, venueId, staff });
          if (!redemptionId) throw new DomainError('conflict', promoCodeMessages.alreadyRedeemed);
          redeemed = true;
          return { ...toPromoCode((await locked.findPublic(found.id))!), redemptionId };
        },
      });
      if (redeemed) onRedeemed();
      return redemption;
    },
  };
}
export type PromoCodeService = ReturnType<typeof createPromoCodeService>;
