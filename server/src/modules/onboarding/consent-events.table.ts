import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ConsentPurpose, ConsentSource } from '@venue-pass/contracts';

/** A grant or withdrawal of a consent (marketing e-mails, the weekly digest), with the words shown. */
export interface ConsentEventsTable {
  id: Generated<string>;
  member_id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  wording_version: string;
  wording: string;
  source: ConsentSource;
  created_at: ColumnType<Date, never, never>;
}
export type ConsentEventRow = Selectable<ConsentEventsTable>;
