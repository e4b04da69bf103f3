import type { ColumnType, Generated, Selectable } from 'kysely';

export interface RegistrationSourcesTable {
  id: Generated<number>;
  /** Unguessable, URL-safe; the {code} of /r/{code}. */
  code: string;
  name: string;
  active: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
export type RegistrationSourceRow = Selectable<RegistrationSourcesTable>;

/** The source a member signed up through; one row per member, the first attribution wins. */
export interface MemberRegistrationSourcesTable {
  member_id: string;
  registration_source_id: number;
  attributed_at: ColumnType<Date, never, never>;
}
