import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

export interface IdpAccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  /** Keycloak-style client roles: { "<client>": ["role", ...] }. */
  roles: ColumnType<Record<string, string[]>, string | undefined, string>;
  pos_site_ids: ColumnType<number[], string | undefined, string>;
  /** Null while an invited staff member has not set a password yet. */
  password_set_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, never, never>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
export type IdpAccount = Selectable<IdpAccountsTable>;

export interface IdpSettingsTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, never, never>;
}

export interface IdpModelsTable {
  kind: string;
  id: string;
  payload: JSONColumnType<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}
