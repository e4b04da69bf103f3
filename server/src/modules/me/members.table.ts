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
  /** When the member asked for the weekly digest of new offers at their favourite venues; null when they do not get it. */
  weekly_digest_at: Date | null;
  student_verification: Generated<string>;
  require_photo_upload: Generated<boolean>;
  is_vip: Generated<boolean>;
  /** Set by the operator; staff then see 'Card not valid' and the member sees the reason. */
  card_blocked_at: Date | null;
  card_blocked_reason: string | null;
  /** Set when the operator erased the member: personal data anonymised, the row kept for counts. */
  erased_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
}
export type MemberRow = Selectable<MembersTable>;
