import type { ColumnType } from 'kysely';

export interface WalletSettingsTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, never, never>;
}

export interface WalletDownloadsTable {
  id_hash: string;
  member_id: string;
  expires_at: Date;
  consumed_at: Date | null;
}
