import { type OfferRequirement, OfferRequirementSchema } from '@venue-pass/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OfferRow } from './offers.table.ts';
import { offerEligibility } from './offer-eligibility.ts';
import { requirementMet } from './requirement-met.ts';

export type MemberOfferRow = Pick<
  OfferRow,
  'id' | 'name' | 'description' | 'date_visible_to' | 'availability' | 'requirement'
> & {
  venue_id: number;
  venue_name: string;
  venue_logo_url: string;
  venue_description: string;
  venue_is_favourite: boolean;
  /** Whether the member meets the offer's requirement. */
  unlocked: boolean;
};

/** What a member's offer lists depend on besides the catalogue and the clock. */
export interface MemberStanding {
  /** The requirements the member meets ('None' always), in order. */
  met: OfferRequirement[];
  isVip: boolean;
  /** In order. */
  favouriteVenueIds: number[];
}

export type CatalogueOfferRow = Pick<OfferRow, 'id' | 'name'> & { venue_id: number; venue_name: string; venue_logo_url: string };

export interface OffersRepositoryOptions {
  /** The clock the rules are read at; tests set it. */
  now?: () => Date;
}

export function createOffersRepository(db: Executor, { now = () => new Date() }: OffersRepositoryOptions = {}) {
  /** The offers on show at `at` with their venues, before any member's rules. */
  function onShow(at: Date) {
    return db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .select([
        'offers.id',
        'offers.name',
        'offers.description',
        'offers.date_visible_to',
        'offers.availability',
        'offers.requirement',
        'venues.id as venue_id',
        'venues.name as venue_name',
        'venues.logo_url as venue_logo_url',
        'venues.description as venue_description',
      ])
      // An inactive or deleted offer, or one of an inactive or deleted venue, is hidden at once.
      .where('offers.active', '=', true)
      .where('offers.deleted_at', 'is', null)
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null)
      .where(sql<boolean>`${offerEligibility(at).window} is null`);
  }

  /**
   * The offers one member may see now: inside their visibility window, VIP offers only for a VIP
   * member, each flagged with whether the member meets its requirement. Every reader of offers on a
   * member's behalf (the poster, the digest) starts here, so no caller can forget a rule; the rules
   * themselves are offerEligibility's, which the staff screen reads too.
   */
  function visibleToMember(memberId: string, at: Date) {
    const rules = offerEligibility(at);
    return onShow(at)
      .innerJoin('members', (join) => join.on('members.id', '=', memberId))
      .leftJoin('favourite_venues', (join) =>
        join.onRef('favourite_venues.venue_id', '=', 'venues.id').onRef('favourite_venues.member_id', '=', 'members.id'),
      )
      .select(sql<boolean>`favourite_venues.venue_id is not null`.as('venue_is_favourite'))
      .select(sql<boolean>`${rules.requirement} is null`.as('unlocked'))
      .where(sql<boolean>`${rules.vip} is null`);
  }

  /**
   * What a member's offer lists depend on besides the catalogue (ADR 081): the requirements they meet, read
   * through requirementMet as an offer's own requirement is, whether they are VIP, and their favourite venues.
   * Undefined for a member who is not there.
   */
  async function standingOf(memberId: string): Promise<MemberStanding | undefined> {
    const row = await db
      .selectFrom('members')
      .where('members.id', '=', memberId)
      .select('members.is_vip')
      .select(
        sql<OfferRequirement[]>`array(select requirement from unnest(${sql.val(OfferRequirementSchema.options)}::text[]) as requirement
          where ${requirementMet(sql.ref<string>('requirement'))} order by requirement)`.as('met'),
      )
      .select(sql<number[]>`array(select venue_id from favourite_venues where member_id = members.id order by venue_id)`.as('favourite_venue_ids'))
      .executeTakeFirst();
    return row && { met: row.met, isVip: row.is_vip, favouriteVenueIds: row.favourite_venue_ids };
  }

  /**
   * The VIP offers (`vip`) or the other offers at `at` of any member of this standing, in the order the offers
   * page shows them; no venue is a favourite here (the member's own are applied to the list, ADR 081). The same
   * rules as `visibleToMember`, with the member's facts given rather than read.
   */
  async function listForStanding({ met, isVip }: Pick<MemberStanding, 'met' | 'isVip'>, { vip }: { vip: boolean }, at = now()): Promise<MemberOfferRow[]> {
    const rules = offerEligibility(at);
    return onShow(at)
      .innerJoin(sql<{ is_vip: boolean }>`(select ${isVip}::boolean as is_vip)`.as('members'), (join) => join.onTrue())
      .select(sql<boolean>`false`.as('venue_is_favourite'))
      .select(sql<boolean>`offers.requirement = any(${sql.val(met)}::text[])`.as('unlocked'))
      .where(sql<boolean>`${rules.vip} is null`)
      .where('offers.is_vip', '=', vip)
      // Venues are put in order by the list (venueOrder), in the members' site's own collation.
      .orderBy(sql`lower(offers.name)`)
      .orderBy('offers.id')
      .execute();
  }

  /** Every venue a list may show, with or without offers now, so that a page can follow any of them. */
  function listedVenues(): Promise<{ id: number; name: string }[]> {
    return db.selectFrom('venues').select(['id', 'name']).where('active', '=', true).where('deleted_at', 'is', null).execute();
  }

  /**
   * The offers every member sees at `at` (VIP offers left out), with their venues, for the visitor's
   * catalogue: the same visibility rules as a member's list, without a member.
   */
  async function listCatalogue(at = now()): Promise<CatalogueOfferRow[]> {
    const rules = offerEligibility(at);
    return db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .select(['offers.id', 'offers.name', 'venues.id as venue_id', 'venues.name as venue_name', 'venues.logo_url as venue_logo_url'])
      .where('offers.active', '=', true)
      .where('offers.deleted_at', 'is', null)
      .where('offers.is_vip', '=', false)
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null)
      .where(sql<boolean>`${rules.window} is null`)
      .orderBy(sql`lower(venues.name)`)
      .orderBy('venues.id')
      .orderBy(sql`lower(offers.name)`)
      .orderBy('offers.id')
      .execute();
  }

  /**
   * The offers at the member's favourite venues that came on show to them between `since` and `at` (created
   * or made visible then) and are still on show at `at`: the weekly digest's news, soonest ending first.
   */
  async function newAtFavourites(memberId: string, since: Date, at: Date): Promise<MemberOfferRow[]> {
    return visibleToMember(memberId, at)
      .where('favourite_venues.venue_id', 'is not', null)
      .where(sql<boolean>`greatest(offers.created_at, offers.date_visible_from) >= ${since}`)
      .orderBy('offers.date_visible_to')
      .orderBy('offers.id')
      .execute();
  }

  /** One offer as the member sees it now, or undefined when it is not on show to them. */
  async function findForMember(memberId: string, offerId: number): Promise<MemberOfferRow | undefined> {
    return visibleToMember(memberId, now()).where('offers.id', '=', offerId).executeTakeFirst();
  }

  /**
   * The first instant after `at` when an offer starts or ends, or null when none will: until then, and
   * within one minute of the clock (days and hours are read to the minute), every member's list reads as at `at`.
   */
  async function nextChangeAfter(at: Date): Promise<Date | null> {
    const { next } = await db
      .selectFrom('offers')
      .select(
        sql<Date | null>`least(min(date_visible_from) filter (where date_visible_from > ${at}), min(date_visible_to) filter (where date_visible_to > ${at}))`.as(
          'next',
        ),
      )
      .where('active', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return next;
  }

  return { standingOf, listForStanding, listedVenues, listCatalogue, findForMember, newAtFavourites, nextChangeAfter };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
