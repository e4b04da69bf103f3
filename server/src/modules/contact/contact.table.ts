import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ContactFormSubmissionsTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: ColumnType<Date, never, never>;
}
export type ContactFormSubmissionRow = Selectable<ContactFormSubmissionsTable>;
