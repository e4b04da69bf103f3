import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { randomPublicId, randomVoucherCode } from '../public-sends/public-ids.ts';
import type { PromoCodeRow, PromoCodesTable } from './promo-codes.table.ts';

export type NewPromoCode = Pick<PromoCodesTable, 'pool_id' | 'promotion_id' | 'phone_number' | 'member_id' | 'promoter_id' | 'status'> &
  Partial<Pick<PromoCodesTable, 'issued_at' | 'expires_at'>>;

export interface PublicPromoCode {
  id: string;
  code: string;
  promotionName: string;
  venueId: number | null;
  venueName: string | null;
  expiresAt: Date;
  redeemedAt: Date | null;
  isRedeemed: boolean;
  /** The operator deleted the promotion: the voucher is no longer honoured. */
  promotionWithdrawn: boolean;
}

/** A code as staff at a venue look it up: also where it was redeemed. */
export interface StaffPromoCode extends PublicPromoCode {
  redeemedVenueName: string | null;
}

/** SQL of promo codes (their redemptions are `redemptions`'). Call it on the transaction of the change it belongs to. */
export function createPromoCodesRepository(db: Executor) {
  function findPhoneCodeForUpdate(promotionId: number, phoneNumber: string): Promise<PromoCodeRow | undefined> {
    return db
      .selectFrom('promo_codes')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('phone_number', '=', phoneNumber)
      .forUpdate()
      .executeTakeFirst();
  }

  function findMemberCodeForUpdate(poolId: number, memberId: string): Promise<PromoCodeRow | undefined> {
    return db.selectFrom('promo_codes').selectAll().where('pool_id', '=', poolId).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
  }

  function publicPromoCodes() {
    return db
      .selectFrom('promo_codes')
      .innerJoin('promotions', 'promotions.id', 'promo_codes.promotion_id')
      .leftJoin('venues', 'venues.id', 'promotions.venue_id')
      .leftJoin('promo_code_redemptions', (join) =>
        join.onRef('promo_code_redemptions.promo_code_id', '=', 'promo_codes.id').on('promo_code_redemptions.undone_at', 'is', null),
      )
      .select([
        'promo_codes.id',
        'promo_codes.code',
        'promotions.name as promotionName',
        'promotions.venue_id as venueId',
        'venues.name as venueName',
        sql<Date>`promo_codes.expires_at`.as('expiresAt'),
        'promo_code_redemptions.redeemed_at as redeemedAt',
        sql<boolean>`promo_code_redemptions.promo_code_id is not null`.as('isRedeemed'),
        sql<boolean>`promotions.deleted_at is not null`.as('promotionWithdrawn'),
      ])
      .where('promo_codes.status', '=', 'issued');
  }

  return {
    findPhoneCodeForUpdate,
    findMemberCodeForUpdate,

    /**
     * Inserts a code with fresh random id and code text. Returns undefined when the holder already has a
     * code for this promotion (or pool): the unique indexes make that check race-free.
     */
    async insert(values: NewPromoCode): Promise<PromoCodeRow | undefined> {
      // A clash of the random id or code text is astronomically rare; it is retried rather than reported.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await db
          .insertInto('promo_codes')
          .values({
            verification_hash: null,
            verification_expires_at: null,
            verification_sent_at: null,
            issued_at: null,
            expires_at: null,
            ...values,
            id: randomPublicId(),
            code: randomVoucherCode(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) return inserted;
        const holder = values.phone_number
          ? await findPhoneCodeForUpdate(values.promotion_id, values.phone_number)
          : await findMemberCodeForUpdate(values.pool_id, values.member_id!);
        if (holder) return undefined;
      }
      throw new Error('could not generate a unique promo code');
    },

    findById(id: string, options: { lock?: boolean } = {}): Promise<PromoCodeRow | undefined> {
      const query = db.selectFrom('promo_codes').selectAll().where('id', '=', id);
      return (options.lock ? query.forUpdate() : query).executeTakeFirst();
    },

    /**
     * What the public promo-code image and lookup show: code text, promotion, venue, expiry and whether it
     * was redeemed. Only issued codes are found; a code still awaiting its verification is not a voucher yet.
     */
    findPublic(promoCodeId: string): Promise<PublicPromoCode | undefined> {
      return publicPromoCodes().where('promo_codes.id', '=', promoCodeId).executeTakeFirst();
    },

    findPublicByCode(code: string): Promise<PublicPromoCode | undefined> {
      return publicPromoCodes().where('promo_codes.code', '=', code).executeTakeFirst();
    },

    /** What staff see before Redeem, by the QR's id or the printed code: the public view and the venue it was redeemed at. */
    findForStaff(ref: { id: string } | { code: string }): Promise<StaffPromoCode | undefined> {
      const query = publicPromoCodes()
        .leftJoin('venues as redemption_venues', 'redemption_venues.id', 'promo_code_redemptions.venue_id')
        .select('redemption_venues.name as redeemedVenueName');
      return ('id' in ref ? query.where('promo_codes.id', '=', ref.id) : query.where('promo_codes.code', '=', ref.code)).executeTakeFirst();
    },

    async markIssued(id: string, values: { expiresAt: Date; promoterId: number | null }): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({
          status: 'issued',
          issued_at: new Date(),
          expires_at: values.expiresAt,
          verification_hash: null,
          verification_expires_at: null,
          ...(values.promoterId !== null ? { promoter_id: values.promoterId } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A fresh verification code for a pending voucher: its hash, expiry and the count of codes sent. */
    async setVerification(id: string, values: { hash: string; expiresAt: Date; sends: number }): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({
          verification_hash: values.hash,
          verification_expires_at: values.expiresAt,
          verification_attempts: 0,
          verification_sends: values.sends,
          verification_sent_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    async recordWrongVerification(id: string): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({ verification_attempts: sql`verification_attempts + 1` })
        .where('id', '=', id)
        .execute();
    },

  };
}
export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
