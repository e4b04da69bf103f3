import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { VenueRow } from './venues.table.ts';

export type VenueWithFavourite = VenueRow & { is_favourite: boolean };

export function createVenuesRepository(db: Kysely<Database>) {
  return {
    /** All venues, each flagged when the given member (if any) favourited it. */
    async list(memberId: string | null): Promise<VenueWithFavourite[]> {
      return db
        .selectFrom('venues')
        .leftJoin('favourite_venues', (join) =>
          join.onRef('favourite_venues.venue_id', '=', 'venues.id').on('favourite_venues.member_id', '=', memberId),
        )
        .selectAll('venues')
        .select(sql<boolean>`favourite_venues.venue_id is not null`.as('is_favourite'))
        .orderBy(sql`lower(venues.name)`)
        .execute();
    },
  };
}
export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
