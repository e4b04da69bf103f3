import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ContactFormSubmissionsTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: ColumnType<Date, never, never>;
  handled_at: Date | null;
  /** E-mail address of the operator who marked it handled. */
  handled_by: string | null;
}
export type ContactFormSubmissionRow = Selectable<ContactFormSubmissionsTable>;
