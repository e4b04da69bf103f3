import type { ColumnType, Generated } from 'kysely';

export interface MobileSignupsTable {
  id: Generated<string>;
  /** SHA-256 (hex) of the code in the /m/{code} link. */
  code_hash: string;
  /** E.164. */
  mobile_number: string;
  registration_source_id: number;
  expires_at: Date;
  consumed_at: Date | null;
  member_id: string | null;
  created_at: ColumnType<Date, never, never>;
}
