import type { ColumnType, Generated, Selectable } from 'kysely';

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
  id: Generated<string>;
  /** At most one redemption per code that is not undone (promo_code_redemptions_once). */
  promo_code_id: string;
  venue_id: number | null;
  staff_issuer: string;
  staff_subject: string;
  redeemed_at: ColumnType<Date, never, never>;
  undone_at: Date | null;
  undone_by: string | null;
}
