import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * account: the 6-character account verification code; student_email: the 16-character student link;
 * mobile: the 6-character code texted to the profile's mobile number.
 */
export type MemberCodePurpose = 'account' | 'student_email' | 'mobile';

export interface MemberCodesTable {
  id: Generated<string>;
  member_id: string;
  purpose: MemberCodePurpose;
  /** scrypt$N$r$p$salt$hash of the code; the code itself is only ever in the e-mail. */
  code_hash: string;
  sent_to: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  /** Set when a newer code replaces this one or too many wrong attempts were made. */
  voided_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
export type MemberCodeRow = Selectable<MemberCodesTable>;
