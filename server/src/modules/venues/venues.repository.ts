import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { VenueRow } from './venues.table.ts';

export type VenueWithFavourite = VenueRow & { is_favourite: boolean };

export function createVenuesRepository(db: Executor) {
  function withFavourite(memberId: string | null) {
    return db
      .selectFrom('venues')
      .leftJoin('favourite_venues', (join) =>
        join.onRef('favourite_venues.venue_id', '=', 'venues.id').on('favourite_venues.member_id', '=', memberId),
      )
      .selectAll('venues')
      .select(sql<boolean>`favourite_venues.venue_id is not null`.as('is_favourite'))
      // The operator's deactivation or deletion hides a venue at once.
      .where('venues.active', '=', true)
      .where('venues.deleted_at', 'is', null);
  }

  return {
    /** All venues, each flagged when the given member (if any) favourited it. */
    async list(memberId: string | null): Promise<VenueWithFavourite[]> {
      return withFavourite(memberId).orderBy(sql`lower(venues.name)`).execute();
    },

    async findById(venueId: number, memberId: string): Promise<VenueWithFavourite | undefined> {
      return withFavourite(memberId).where('venues.id', '=', venueId).executeTakeFirst();
    },

    /** Idempotent: favouriting a favourite changes nothing. */
    async addFavourite(memberId: string, venueId: number): Promise<void> {
      await db
        .insertInto('favourite_venues')
        .values({ member_id: memberId, venue_id: venueId })
        .onConflict((conflict) => conflict.columns(['member_id', 'venue_id']).doNothing())
        .execute();
    },

    async removeFavourite(memberId: string, venueId: number): Promise<void> {
      await db.deleteFrom('favourite_venues').where('member_id', '=', memberId).where('venue_id', '=', venueId).execute();
    },
  };
}
export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
