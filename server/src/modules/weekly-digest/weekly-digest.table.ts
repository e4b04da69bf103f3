import type { ColumnType } from 'kysely';

/** Per member, the Monday (YYYY-MM-DD, the scheme's clock) of the last week whose digest run handled them. */
export interface WeeklyDigestSendsTable {
  member_id: string;
  week: ColumnType<string, string, string>;
}
