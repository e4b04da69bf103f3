import type { OfferRequirement, RedemptionRule } from '@venue-pass/contracts';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

/** Times of day as 'HH:MM' per weekday; a day missing or null is not available. */
export type WeeklyAvailability = Partial<Record<string, { start: string; stop: string } | null>>;

export interface OffersTable {
  id: Generated<number>;
  venue_id: number;
  name: string;
  description: string;
  date_visible_from: ColumnType<Date, Date | string | undefined, Date | string>;
  date_visible_to: ColumnType<Date, Date | string, Date | string>;
  is_vip: Generated<boolean>;
  /** Checked by the offers_requirement_check constraint. */
  requirement: ColumnType<OfferRequirement, OfferRequirement | undefined, OfferRequirement>;
  availability: JSONColumnType<WeeklyAvailability>;
  /** How often one member may redeem it; checked by offers_redemption_rule_check. */
  redemption_rule: ColumnType<RedemptionRule, RedemptionRule | undefined, RedemptionRule>;
  active: Generated<boolean>;
  deleted_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
export type OfferRow = Selectable<OffersTable>;
