import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OfferRow } from './offers.table.ts';
import { offerEligibility } from './offer-eligibility.ts';

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

export type CatalogueOfferRow = Pick<OfferRow, 'id' | 'name'> & { venue_id: number; venue_name: string; venue_logo_url: string };

export interface OffersRepositoryOptions {
  /** The clock the rules are read at; tests set it. */
  now?: () => Date;
}

export function createOffersRepository(db: Executor, { now = () => new Date() }: OffersRepositoryOptions = {}) {
  /**
   * The offers one member may see now: inside their visibility window, VIP offers only for a VIP
   * member, each flagged with whether the member meets its requirement. Every reader of offers on a
   * member's behalf (the lists, the poster) starts here, so no caller can forget a rule; the rules
   * themselves are offerEligibility's, which the staff screen reads too.
   */
  function visibleToMember(memberId: string, at: Date) {
    const rules = offerEligibility(at);
    return db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .innerJoin('members', (join) => join.on('members.id', '=', memberId))
      .leftJoin('favourite_venues', (join) =>
        join.onRef('favourite_venues.venue_id', '=', 'venues.id').onRef('favourite_venues.member_id', '=', 'members.id'),
      )
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
      .select(sql<boolean>`favourite_venues.venue_id is not null`.as('venue_is_favourite'))
      .select(sql<boolean>`${rules.requirement} is null`.as('unlocked'))
      // An inactive or deleted offer, or one of an inactive or deleted venue, is hidden at once.
      .where('offers.active', '=', true)
      .where('offers.deleted_at', 'is', null)
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null)
      .where(sql<boolean>`${rules.window} is null`)
      .where(sql<boolean>`${rules.vip} is null`);
  }

  /** The member's VIP offers (`vip`) or their other offers at `at`, in the order the offers page shows them. */
  async function listForMember(memberId: string, { vip }: { vip: boolean }, at = now()): Promise<MemberOfferRow[]> {
    return visibleToMember(memberId, at)
      .where('offers.is_vip', '=', vip)
      .orderBy(sql`lower(venues.name)`)
      .orderBy(sql`lower(offers.name)`)
      .orderBy('offers.id')
      .execute();
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

  return { listForMember, listCatalogue, findForMember, newAtFavourites, nextChangeAfter };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
