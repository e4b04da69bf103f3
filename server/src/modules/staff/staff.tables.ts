import type { ColumnType, Generated, Selectable } from 'kysely';

export interface OfferRedemptionsTable {
  id: Generated<string>;
  offer_id: number;
  member_id: string;
  venue_id: number;
  /** 'once', the venue-local day, the ISO week, or the row's own id for unlimited offers (offer_redemptions_once_per_period). */
  period_key: string;
  staff_issuer: string;
  staff_subject: string;
  redeemed_at: ColumnType<Date, Date | undefined, never>;
  undone_at: Date | null;
  undone_by: string | null;
}
export type OfferRedemptionRow = Selectable<OfferRedemptionsTable>;

export type StaffLookupOutcome = 'valid' | 'unknown' | 'blocked';

export interface StaffLookupsTable {
  id: Generated<string>;
  staff_issuer: string;
  staff_subject: string;
  venue_id: number;
  member_id: string | null;
  outcome: StaffLookupOutcome;
  looked_up_at: ColumnType<Date, never, never>;
}
