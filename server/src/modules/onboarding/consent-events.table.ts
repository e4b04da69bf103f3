import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ConsentSource } from '@venue-pass/contracts';

/** A grant or withdrawal of marketing consent, with the words shown. */
export interface ConsentEventsTable {
  id: Generated<string>;
  member_id: string;
  purpose: 'marketing-email';
  granted: boolean;
  wording_version: string;
  wording: string;
  source: ConsentSource;
  created_at: ColumnType<Date, never, never>;
}
export type ConsentEventRow = Selectable<ConsentEventsTable>;
