import type { ColumnType, Generated, Selectable } from 'kysely';

export interface MembersTable {
  id: Generated<string>;
  issuer: string;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  /** E.164; the member's own only once mobile_verified_at is set (then unique among members). */
  mobile_number: string | null;
  mobile_verified_at: Date | null;
  is_verified: Generated<boolean>;
  mailing_consent_at: Date | null;
  student_verification: Generated<string>;
  require_photo_upload: Generated<boolean>;
  is_vip: Generated<boolean>;
  /** Set by the operator; staff then see 'Card not valid' and the member sees the reason. */
  card_blocked_at: Date | null;
  card_blocked_reason: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}
export type MemberRow = Selectable<MembersTable>;
