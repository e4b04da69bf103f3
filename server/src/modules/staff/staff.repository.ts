import type { OfferLockReason, RedemptionRule } from '@venue-pass/contracts';
import { type QueryCreator, sql } from 'kysely';
import { cardNumberRange } from '../me/card-number-range.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { Scope } from '../auth/scope.ts';
import type { StaffSubject } from '../redemptions/redemptions.repository.ts';
import { offerEligibility } from '../offers/offer-eligibility.ts';
import type { StaffLookupOutcome } from './staff.tables.ts';

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

/** What one staff member's card lookup records (staff_lookups). */
export interface LookupRecord {
  staff: StaffSubject;
  venueId: number;
  memberId: string | null;
  outcome: StaffLookupOutcome;
}

const lookupValues = ({ staff, venueId, memberId, outcome }: LookupRecord) => ({
  staff_issuer: staff.issuer,
  staff_subject: staff.subject,
  venue_id: venueId,
  member_id: memberId,
  outcome,
});

export function createStaffRepository(db: Executor) {
  function offersOfVenueFor(memberId: string, venueId: number, at: Date, from: QueryCreator<Database> = db) {
    const rules = offerEligibility(at);
    return from
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .innerJoin('members', (join) => join.on('members.id', '=', memberId))
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

    /**
     * The member a card names: by id (the QR), or by the printed card number. Two members sharing a
     * card number (48 bits of a random id) name nobody, rather than the wrong person.
     */
    async findCardMember(cardId: string): Promise<CardMemberRow | undefined> {
      const rows = await cardMembers(cardId).execute();
      return rows.length === 1 ? rows[0] : undefined;
    },

    /**
     * The venue, unless it is deleted, and the member its card names (as findCardMember), in one statement:
     * a card lookup's first, read before its time zone gives the offers' periods.
     */
    async venueAndCardMember(venueId: number, cardId: string): Promise<{ venue: StaffVenueRow; member: CardMemberRow | undefined } | undefined> {
      const rows = await db
        .selectFrom('venues')
        .leftJoinLateral(cardMembers(cardId).as('card'), (join) => join.onTrue())
        .select(['venues.id', 'venues.name', 'venues.logo_url', 'venues.time_zone'])
        .select([
          'card.id as member_id',
          'card.first_name',
          'card.last_name',
          'card.is_verified',
          'card.is_vip',
          'card.is_student',
          'card.has_photo',
          'card.blocked',
        ])
        .where('venues.id', '=', venueId)
        .where('venues.deleted_at', 'is', null)
        .execute();
      const [row] = rows;
      if (!row) return undefined;
      const venue = { id: row.id, name: row.name, logo_url: row.logo_url, time_zone: row.time_zone };
      if (rows.length !== 1 || row.member_id === null) return { venue, member: undefined };
      return {
        venue,
        member: {
          id: row.member_id,
          first_name: row.first_name!,
          last_name: row.last_name!,
          is_verified: row.is_verified!,
          is_vip: row.is_vip!,
          is_student: row.is_student!,
          has_photo: row.has_photo!,
          blocked: row.blocked!,
        },
      };
    },

    /**
     * The venue's offers for the member now, each with why it is locked and when the member used it in the
     * current period of its rule (`periods`, the keys of `at`; an unlimited offer has none, so it is never
     * used up); long-ended ones left out. One statement: the lookup is what staff wait for (bench:staff).
     */
    async offersFor(
      memberId: string,
      venueId: number,
      at: Date,
      periods: Record<RedemptionRule, string | null>,
      lookup: LookupRecord,
    ): Promise<StaffOfferUseRow[]> {
      const currentPeriod = sql<string | null>`case offers.redemption_rule
        when 'once' then ${periods.once}::text when 'daily' then ${periods.daily}::text
        when 'weekly' then ${periods.weekly}::text when 'unlimited' then ${periods.unlimited}::text end`;
      // The lookup is recorded by the same statement: the CTE's insert runs though nothing reads it, and
      // the select does not name it, so the typed creator without it is the one the select needs.
      const recording = db.with('recorded', (creator) => creator.insertInto('staff_lookups').values(lookupValues(lookup))) as unknown as QueryCreator<Database>;
      return offersOfVenueFor(memberId, venueId, at, recording)
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('offer_redemptions')
              .select('offer_redemptions.redeemed_at')
              .whereRef('offer_redemptions.offer_id', '=', 'offers.id')
              .where('offer_redemptions.member_id', '=', memberId)
              .where('offer_redemptions.venue_id', '=', venueId)
              .where('offer_redemptions.undone_at', 'is', null)
              .where(sql<boolean>`offer_redemptions.period_key = ${currentPeriod}`)
              .limit(1)
              .as('used'),
          (join) => join.onTrue(),
        )
        .select('used.redeemed_at as used_at')
        .where('offers.date_visible_to', '>', new Date(at.getTime() - ENDED_OFFERS_SHOWN_FOR_DAYS * 86_400_000))
        .orderBy(sql`lower(offers.name)`)
        .orderBy('offers.id')
        .execute();
    },

    /** One offer of the venue for the member now, or undefined when the venue has no such offer. */
    async offerFor(memberId: string, venueId: number, offerId: number, at: Date): Promise<StaffOfferRow | undefined> {
      return offersOfVenueFor(memberId, venueId, at).where('offers.id', '=', offerId).executeTakeFirst();
    },

    /** Every card lookup is recorded: who looked at which card, where and when; kept for STAFF_LOOKUP_RETENTION_DAYS (ADR 065). */
    async recordLookup(lookup: LookupRecord): Promise<void> {
      await db.insertInto('staff_lookups').values(lookupValues(lookup)).execute();
    },

  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
