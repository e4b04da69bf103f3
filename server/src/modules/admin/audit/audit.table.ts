import type { ColumnType, Generated, Selectable } from 'kysely';

/** One console change: who, when, what, and the record before and after (ADR 041). */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, never, never>;
  actor_issuer: string;
  actor_subject: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  /** The record's name at the time ('Venue "Harbour Lights"', ADR 068); null on older entries and once a member is erased. */
  label: string | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
}
export type AuditLogRow = Selectable<AuditLogTable>;
