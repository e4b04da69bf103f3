import type { OfferLockReason, RedemptionRule } from '@venue-pass/contracts';
import { type Expression, sql } from 'kysely';
import { cardNumberRange } from '../me/card-number-range.ts';
import type { Executor } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared-statements.ts';
import type { Scope } from '../auth/scope.ts';
import type { StaffSubject } from '../redemptions/redemptions.repository.ts';
import { offerEligibility } from '../offers/offer-eligibility.ts';

export interface StaffVenueRow {
  id: number;
  name: string;
  logo_url: string;
  time_zone: string;
}

/** The member behind a card, with only what staff are shown and what decides the offers. */
export interface CardMemberRow {
  id: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  is_student: boolean;
  is_vip: boolean;
  has_photo: boolean;
  blocked: boolean;
}

export interface StaffOfferRow {
  id: number;
  name: string;
  description: string;
  redemption_rule: RedemptionRule;
  lock_reason: OfferLockReason | null;
}

/** A venue offer for the member with when they used it in its rule's current period (null when not). */
export type StaffOfferUseRow = StaffOfferRow & { used_at: Date | null };

/** Ended offers stay on the staff screen this long, so staff can tell a member why one is gone. */
const ENDED_OFFERS_SHOWN_FOR_DAYS = 30;

/** A row of a card lookup: the member the card names, with one of the venue's offers for them, or none. */
type CardLookupRow = CardMemberRow & {
  offer_id: number | null;
  offer_name: string | null;
  offer_description: string | null;
  offer_redemption_rule: RedemptionRule | null;
  offer_lock_reason: OfferLockReason | null;
  offer_used_at: Date | null;
};

export function createStaffRepository(db: Executor) {
  /** The venue's offers for the member, by id or as a column of the statement around it, with why each is locked at `at`. */
  function offersOfVenueFor(member: string | Expression<string>, venueId: number, at: Date) {
    const rules = offerEligibility(at);
    return db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .innerJoin('members', (join) => join.on('members.id', '=', member))
      .select(['offers.id', 'offers.name', 'offers.description', 'offers.redemption_rule'])
      .select(rules.lockReason.as('lock_reason'))
      .where('offers.venue_id', '=', venueId)
      // What the operator switched off or deleted is not redeemable (as it is hidden from members).
      .where('offers.active', '=', true)
      .where('offers.deleted_at', 'is', null)
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null);
  }

  function cardMembers(cardId: string) {
    const query = db
      .selectFrom('members')
      .select(['members.id', 'members.first_name', 'members.last_name', 'members.is_verified', 'members.is_vip'])
      .select(sql<boolean>`members.student_verification = 'Verified'`.as('is_student'))
      .select(sql<boolean>`exists (select 1 from member_photos where member_photos.member_id = members.id)`.as('has_photo'))
      .select(sql<boolean>`members.card_blocked_at is not null`.as('blocked'))
      // An erased member's card names nobody.
      .where('members.erased_at', 'is', null);
    // The printed number is the id's first 12 hex digits: a range of the primary key.
    const printed = cardId.length === 12 ? cardNumberRange(cardId) : null;
    return printed ? query.where('members.id', '>=', printed.from).where('members.id', '<=', printed.to).limit(2) : query.where('members.id', '=', cardId);
  }

  /**
   * The member a card names: by id (the QR), or by the printed card number. Two members sharing a card
   * number (48 bits of a random id) name nobody, rather than the wrong person.
   */
  function namedMember(cardId: string) {
    return sql<CardMemberRow>`with card as (${cardMembers(cardId)}) select * from card where (select count(*) from card) = 1`;
  }

  return {
    /** The venues of a scope that exist, by name. */
    async venues(scope: Scope): Promise<StaffVenueRow[]> {
      let query = db.selectFrom('venues').select(['id', 'name', 'logo_url', 'time_zone']).where('deleted_at', 'is', null);
      if (scope.kind === 'venues') {
        if (scope.venueIds.length === 0) return [];
        query = query.where('id', 'in', [...scope.venueIds]);
      }
      return query.orderBy(sql`lower(name)`).orderBy('id').execute();
    },

    /** The member a card names (namedMember), if any. */
    async findCardMember(cardId: string): Promise<CardMemberRow | undefined> {
      const { rows } = await namedMember(cardId).execute(db);
      return rows[0];
    },

    /**
     * A card lookup in one statement: the member the card names (namedMember), the lookup recorded
     * with its outcome (who looked at which card, where and when; kept for STAFF_LOOKUP_RETENTION_DAYS,
     * ADR 065), and, for a card that is valid, the venue's offers for them now, each with why it is
     * locked and when the member used it in the current period of its rule (`periods`, the keys of `at` on
     * the venue's clock; an unlimited offer has none, so it is never used up), long-ended ones left out.
     * It is what staff wait for after a scan, and each statement costs it (bench:city, ADR 095). Planning
     * it cost PostgreSQL as much as running it, so each connection prepares it once (ADR 097); its two
     * texts (a QR's id, a printed number's range) are the only ones it has.
     */
    async lookUp(
      cardId: string,
      venueId: number,
      at: Date,
      periods: Record<RedemptionRule, string | null>,
      staff: StaffSubject,
    ): Promise<{ member: CardMemberRow | undefined; offers: StaffOfferUseRow[] }> {
      const currentPeriod = sql<string | null>`case offers.redemption_rule
        when 'once' then ${periods.once}::text when 'daily' then ${periods.daily}::text
        when 'weekly' then ${periods.weekly}::text when 'unlimited' then ${periods.unlimited}::text end`;
      const venueOffers = offersOfVenueFor(sql.ref<string>('named.id'), venueId, at)
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('offer_redemptions')
              .select('offer_redemptions.redeemed_at')
              .whereRef('offer_redemptions.offer_id', '=', 'offers.id')
              .whereRef('offer_redemptions.member_id', '=', 'members.id')
              .where('offer_redemptions.venue_id', '=', venueId)
              .where('offer_redemptions.undone_at', 'is', null)
              .where(sql<boolean>`offer_redemptions.period_key = ${currentPeriod}`)
              .limit(1)
              .as('used'),
          (join) => join.onTrue(),
        )
        .select('used.redeemed_at as used_at')
        .where('offers.date_visible_to', '>', new Date(at.getTime() - ENDED_OFFERS_SHOWN_FOR_DAYS * 86_400_000));
      const { rows } = await executePrepared(
        db,
        sql<CardLookupRow>`
        with named as (${namedMember(cardId)}),
             recorded as (
               insert into staff_lookups (staff_issuer, staff_subject, venue_id, member_id, outcome)
               select ${staff.issuer}, ${staff.subject}, ${venueId}, named.id,
                      case when named.id is null then 'unknown' when named.blocked then 'blocked' else 'valid' end
               from (select 1) as lookup left join named on true)
        select named.*, offer.id as offer_id, offer.name as offer_name, offer.description as offer_description,
               offer.redemption_rule as offer_redemption_rule, offer.lock_reason as offer_lock_reason, offer.used_at as offer_used_at
        from named
        left join lateral (${venueOffers}) as offer on not named.blocked
        order by lower(offer.name), offer.id`,
      );
      const [first] = rows;
      if (!first) return { member: undefined, offers: [] };
      const member: CardMemberRow = {
        id: first.id,
        first_name: first.first_name,
        last_name: first.last_name,
        is_verified: first.is_verified,
        is_vip: first.is_vip,
        is_student: first.is_student,
        has_photo: first.has_photo,
        blocked: first.blocked,
      };
      const offers: StaffOfferUseRow[] = rows.flatMap((row) =>
        row.offer_id === null
          ? []
          : [
              {
                id: row.offer_id,
                name: row.offer_name!,
                description: row.offer_description!,
                redemption_rule: row.offer_redemption_rule!,
                lock_reason: row.offer_lock_reason,
                used_at: row.offer_used_at,
              },
            ],
      );
      return { member, offers };
    },

    /** One offer of the venue for the member now, or undefined when the venue has no such offer. */
    async offerFor(memberId: string, venueId: number, offerId: number, at: Date): Promise<StaffOfferRow | undefined> {
      return offersOfVenueFor(memberId, venueId, at).where('offers.id', '=', offerId).executeTakeFirst();
    },


  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
