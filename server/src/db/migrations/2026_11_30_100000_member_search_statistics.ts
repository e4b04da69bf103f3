import { type Kysely, sql } from 'kysely';

// The member search's prefix indexes (2026_11_25_140000) are partial, and PostgreSQL keeps no statistics
// of a partial index's expression: without these it guesses that any prefix matches 0.5% of members, and
// walks an index in order looking for 20 members that match 'zz', or sorts 30,000 that match 'a'. With
// them it knows how many members a prefix matches and reads each part of a search the cheaper way
// (ADR 055). ANALYZE fills them now; autovacuum keeps them current.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create statistics members_email_prefix_stats on ((lower(email) collate "C")) from members`.execute(db);
  await sql`create statistics members_first_name_prefix_stats on ((lower(first_name) collate "C")) from members`.execute(db);
  await sql`create statistics members_last_name_prefix_stats on ((lower(last_name) collate "C")) from members`.execute(db);
  await sql`analyze members`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop statistics members_last_name_prefix_stats`.execute(db);
  await sql`drop statistics members_first_name_prefix_stats`.execute(db);
  await sql`drop statistics members_email_prefix_stats`.execute(db);
}
