import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OfferRequirement } from '@venue-pass/contracts';
import type { OfferRow } from './offers.table.ts';
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

export function createOffersRepository(db: Executor) {
  /**
   * The offers one member may see now: inside their visibility window, VIP offers only for a VIP
   * member, each flagged with whether the member meets its requirement. Every reader of offers on a
   * member's behalf (the lists, the poster) starts here, so no caller can forget a rule.
   */
  function visibleToMember(memberId: string) {
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
      .select(requirementMet(sql.ref<OfferRequirement>('offers.requirement')).as('unlocked'))
      // An inactive or deleted offer, or one of an inactive or deleted venue, is hidden at once.
      .where('offers.active', '=', true)
      .where('offers.deleted_at', 'is', null)
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null)
      .where('offers.date_visible_from', '<=', sql<Date>`now()`)
      .where('offers.date_visible_to', '>', sql<Date>`now()`)
      .where((eb) => eb.or([eb('offers.is_vip', '=', false), eb('members.is_vip', '=', true)]));
  }

  /** The member's VIP offers (`vip`) or their other offers, in the order the offers page shows them. */
  async function listForMember(memberId: string, { vip }: { vip: boolean }): Promise<MemberOfferRow[]> {
    return visibleToMember(memberId)
      .where('offers.is_vip', '=', vip)
      .orderBy(sql`lower(venues.name)`)
      .orderBy(sql`lower(offers.name)`)
      .orderBy('offers.id')
      .execute();
  }

  /** One offer as the member sees it now, or undefined when it is not on show to them. */
  async function findForMember(memberId: string, offerId: number): Promise<MemberOfferRow | undefined> {
    return visibleToMember(memberId).where('offers.id', '=', offerId).executeTakeFirst();
  }

  return { listForMember, findForMember };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
