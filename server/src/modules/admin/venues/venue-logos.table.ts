import type { ColumnType } from 'kysely';

/** A venue's logo as the server resized it; served from /media/venue-logos/{venueId}-{hash}.png. */
export interface VenueLogosTable {
  venue_id: number;
  content_hash: string;
  png: Buffer;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
