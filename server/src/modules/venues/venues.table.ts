import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { WeeklyAvailability } from '../offers/offers.table.ts';

export interface VenuesTable {
  id: Generated<number>;
  name: string;
  description: string;
  logo_url: string;
  website: string | null;
  /** IANA zone deciding offers' days and hours and which day a redemption belongs to. */
  time_zone: Generated<string>;
  address: Generated<string>;
  opening_hours: JSONColumnType<WeeklyAvailability, string | undefined, string>;
  /** Inactive or deleted venues, and their offers, are hidden from members. */
  active: Generated<boolean>;
  deleted_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
export type VenueRow = Selectable<VenuesTable>;

export interface FavouriteVenuesTable {
  member_id: string;
  venue_id: number;
  created_at: ColumnType<Date, never, never>;
}
