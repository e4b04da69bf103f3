import type { ColumnType, Generated, Selectable } from 'kysely';

export interface VenuesTable {
  id: Generated<number>;
  name: string;
  description: string;
  logo_url: string;
  website: string | null;
  /** IANA zone deciding offers' days and hours and which day a redemption belongs to. */
  time_zone: Generated<string>;
  created_at: ColumnType<Date, never, never>;
}
export type VenueRow = Selectable<VenuesTable>;

export interface FavouriteVenuesTable {
  member_id: string;
  venue_id: number;
  created_at: ColumnType<Date, never, never>;
}
