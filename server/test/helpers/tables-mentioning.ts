import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

/**
 * Every table whose rows, read as text, contain one of `needles` (ignoring case), as `table (needle)`:
 * an empty list proves that no table holds any of them, whichever column or JSON it would hide in.
 */
export async function tablesMentioning(db: Kysely<Database>, needles: readonly string[]): Promise<string[]> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const found: string[] = [];
  for (const { table_name } of tables) {
    for (const needle of needles) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} t where position(lower(${needle}) in lower(t::text)) > 0`.execute(db);
      if (rows[0]!.n > 0) found.push(`${table_name} (${needle})`);
    }
  }
  return found;
}
