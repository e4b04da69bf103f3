import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface PosterOfferRow {
  name: string;
  description: string;
  date_visible_to: Date;
  venue_name: string;
}

export function createImagesRepository(db: Kysely<Database>) {
  return {
    /** An offer that is on show now; a poster for an ended or future offer would promise what staff cannot give. */
    async findPosterOffer(offerId: number): Promise<PosterOfferRow | undefined> {
      return db
        .selectFrom('offers')
        .innerJoin('venues', 'venues.id', 'offers.venue_id')
        .select(['offers.name', 'offers.description', 'offers.date_visible_to', 'venues.name as venue_name'])
        .where('offers.id', '=', offerId)
        .where('offers.date_visible_from', '<=', sql<Date>`now()`)
        .where('offers.date_visible_to', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },
  };
}
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
