import type { ColumnType } from 'kysely';

export type ActionTokenPurpose = 'staff-invitation' | 'password-reset';

/** A single-use, expiring link that sets an account's password; only the token's SHA-256 is stored. */
export interface AccountActionTokensTable {
  token_hash: string;
  account_id: string;
  purpose: ActionTokenPurpose;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
