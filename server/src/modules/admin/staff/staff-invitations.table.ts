import type { ColumnType } from 'kysely';

/** A one-time link to set the password of an invited staff account; only the token's SHA-256 is stored. */
export interface StaffInvitationsTable {
  token_hash: string;
  account_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
