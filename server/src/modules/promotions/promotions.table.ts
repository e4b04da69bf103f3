import type { OfferRequirement } from '@venue-pass/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PromotionsTable {
  id: Generated<number>;
  /** Random 128-bit base64url id used in /voucher/{publicId} links. */
  public_id: string;
  name: string;
  venue_id: number | null;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  require_verification: Generated<boolean>;
  voucher_valid_days: Generated<number>;
  channel: ColumnType<'sms' | 'whatsapp', 'sms' | 'whatsapp' | undefined, 'sms' | 'whatsapp'>;
  deleted_at: Date | null;
  /** From then on retention deletes its vouchers' and promoter sends' phone numbers; it cannot run again (ADR 065). */
  phone_numbers_deleted_at: ColumnType<Date | null, never, Date | null>;
  created_at: ColumnType<Date, never, never>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
export type PromotionRow = Selectable<PromotionsTable>;

export interface PromoCodePoolsTable {
  id: Generated<number>;
  /** Random 128-bit base64url id members claim the pool by; the integer id is never exposed. */
  public_id: string;
  promotion_id: number;
  capacity: number | null;
  issued: Generated<number>;
  /** Pools of phone promotions stay closed to members. */
  members_may_claim: Generated<boolean>;
  /** What a member must meet to claim, on top of a verified account. */
  member_requirement: ColumnType<OfferRequirement, OfferRequirement | undefined, OfferRequirement>;
  created_at: ColumnType<Date, never, never>;
}
