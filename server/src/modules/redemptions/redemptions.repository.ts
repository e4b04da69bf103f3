import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Who acted: the staff member's token issuer and subject. */
export interface StaffSubject {
  issuer: string;
  subject: string;
}

/** An offer or voucher redemption at a venue, as the day's log and the undo read it. */
export interface RedemptionRow {
  id: string;
  kind: 'offer' | 'voucher';
  venue_id: number | null;
  title: string;
  member_first_name: string | null;
  staff_issuer: string;
  staff_subject: string;
  redeemed_at: Date;
  undone_at: Date | null;
}

/**
 * Offer and voucher redemptions: made by staff at the counter (offers) and by voucher redemption, read by
 * the undo, a replayed redemption and the venue's day log. The one place their SQL lives (issue 25).
 * Call it on the transaction of the change it belongs to.
 */
export function createRedemptionsRepository(db: Executor) {
  // Both kinds read as one RedemptionRow, so a venue's log is their union.
  function offerRedemptions() {
    return db
      .selectFrom('offer_redemptions')
      .innerJoin('offers', 'offers.id', 'offer_redemptions.offer_id')
      .innerJoin('members', 'members.id', 'offer_redemptions.member_id')
      .select([
        'offer_redemptions.id',
        sql<RedemptionRow['kind']>`'offer'`.as('kind'),
        sql<number | null>`offer_redemptions.venue_id`.as('venue_id'),
        'offers.name as title',
        sql<string | null>`members.first_name`.as('member_first_name'),
        'offer_redemptions.staff_issuer',
        'offer_redemptions.staff_subject',
        'offer_redemptions.redeemed_at',
        'offer_redemptions.undone_at',
      ]);
  }

  function voucherRedemptions() {
    return db
      .selectFrom('promo_code_redemptions')
      .innerJoin('promo_codes', 'promo_codes.id', 'promo_code_redemptions.promo_code_id')
      .innerJoin('promotions', 'promotions.id', 'promo_codes.promotion_id')
      .select([
        'promo_code_redemptions.id',
        sql<RedemptionRow['kind']>`'voucher'`.as('kind'),
        sql<number | null>`promo_code_redemptions.venue_id`.as('venue_id'),
        'promotions.name as title',
        sql<string | null>`null`.as('member_first_name'),
        'promo_code_redemptions.staff_issuer',
        'promo_code_redemptions.staff_subject',
        'promo_code_redemptions.redeemed_at',
        'promo_code_redemptions.undone_at',
      ]);
  }

  return {
    /**
     * Records a redemption unless the member already has one of the offer in this period; the partial
     * unique index decides, so concurrent redeems give one row. Undefined when there was one already.
     */
    async insertOfferRedemption(values: {
      id: string;
      offerId: number;
      memberId: string;
      venueId: number;
      periodKey: string;
      staff: StaffSubject;
      at: Date;
    }): Promise<{ id: string; redeemed_at: Date } | undefined> {
      return db
        .insertInto('offer_redemptions')
        .values({
          id: values.id,
          offer_id: values.offerId,
          member_id: values.memberId,
          venue_id: values.venueId,
          period_key: values.periodKey,
          staff_issuer: values.staff.issuer,
          staff_subject: values.staff.subject,
          redeemed_at: values.at,
        })
        .onConflict((conflict) => conflict.columns(['offer_id', 'member_id', 'period_key']).where('undone_at', 'is', null).doNothing())
        .returning(['id', 'redeemed_at'])
        .executeTakeFirst();
    },

    /** Records the one redemption a voucher can have (an undone one aside); its id, or undefined when it was redeemed before. */
    async insertVoucherRedemption(values: { promoCodeId: string; venueId: number; staff: StaffSubject }): Promise<string | undefined> {
      const row = await db
        .insertInto('promo_code_redemptions')
        .values({ promo_code_id: values.promoCodeId, venue_id: values.venueId, staff_issuer: values.staff.issuer, staff_subject: values.staff.subject })
        .onConflict((conflict) => conflict.column('promo_code_id').where('undone_at', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
    /** An offer or voucher redemption by id, locked against a concurrent undo when `lock` is set. */
    async find(id: string, { lock = false }: { lock?: boolean } = {}): Promise<RedemptionRow | undefined> {
      let offer = offerRedemptions().where('offer_redemptions.id', '=', id);
      let voucher = voucherRedemptions().where('promo_code_redemptions.id', '=', id);
      if (lock) {
        offer = offer.forUpdate('offer_redemptions');
        voucher = voucher.forUpdate('promo_code_redemptions');
      }
      return (await offer.executeTakeFirst()) ?? (await voucher.executeTakeFirst());
    },

    /** Marks a redemption undone, which frees its period (or its voucher) again. */
    async markUndone(kind: RedemptionRow['kind'], id: string, by: StaffSubject, at: Date): Promise<void> {
      const undoneBy = `${by.issuer} ${by.subject}`;
      if (kind === 'offer') {
        await db.updateTable('offer_redemptions').set({ undone_at: at, undone_by: undoneBy }).where('id', '=', id).execute();
      } else {
        await db.updateTable('promo_code_redemptions').set({ undone_at: at, undone_by: undoneBy }).where('id', '=', id).execute();
      }
    },

    /** The venue's offer and voucher redemptions in [from, to), undone ones included, newest first. */
    async log(venueId: number, from: Date, to: Date): Promise<RedemptionRow[]> {
      const offers = offerRedemptions()
        .where('offer_redemptions.venue_id', '=', venueId)
        .where('offer_redemptions.redeemed_at', '>=', from)
        .where('offer_redemptions.redeemed_at', '<', to);
      const vouchers = voucherRedemptions()
        .where('promo_code_redemptions.venue_id', '=', venueId)
        .where('promo_code_redemptions.redeemed_at', '>=', from)
        .where('promo_code_redemptions.redeemed_at', '<', to);
      return offers.unionAll(vouchers).orderBy('redeemed_at', 'desc').orderBy('id').execute();
    },
  };
}
