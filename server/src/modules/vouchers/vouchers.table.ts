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
  created_at: ColumnType<Date, never, never>;
}
export type PromotionRow = Selectable<PromotionsTable>;

export interface PromoCodePoolsTable {
  id: Generated<number>;
  /** Random 128-bit base64url id members claim the pool by; the integer id is never exposed. */
  public_id: string;
  promotion_id: number;
  /** Pools of phone promotions stay closed to members. */
  members_may_claim: Generated<boolean>;
  /** What a member must meet to claim, on top of a verified account. */
  member_requirement: ColumnType<OfferRequirement, OfferRequirement | undefined, OfferRequirement>;
  capacity: number | null;
  issued: Generated<number>;
  created_at: ColumnType<Date, never, never>;
}

export type PromoCodeStatus = 'pending_verification' | 'issued';

export interface PromoCodesTable {
  /** Random 128-bit base64url id used in /q/{id} and /voucher/.../verify/{id} links. */
  id: string;
  /** Short code printed on the voucher for staff to type. */
  code: string;
  pool_id: number;
  promotion_id: number;
  /** E.164. */
  phone_number: string | null;
  member_id: string | null;
  promoter_id: number | null;
  status: PromoCodeStatus;
  verification_hash: string | null;
  verification_expires_at: Date | null;
  verification_attempts: Generated<number>;
  verification_sends: Generated<number>;
  verification_sent_at: Date | null;
  issued_at: Date | null;
  expires_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
export type PromoCodeRow = Selectable<PromoCodesTable>;

export interface PromoCodeRedemptionsTable {
  promo_code_id: string;
  venue_id: number | null;
  staff_issuer: string;
  staff_subject: string;
  redeemed_at: ColumnType<Date, never, never>;
}
