import { type Kysely, sql } from 'kysely';

// Every instance keeps the visitor's catalogue (the venue list) in memory. Any writer (the API, the
// operator console, a psql session) changes venues and offers through SQL, so the database itself
// announces each change: a statement-level trigger sends pg_notify('catalogue_changed', <table>), which
// PostgreSQL delivers to every listening instance when the transaction commits (nothing on rollback).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', tg_table_name);
      return null;
    end;
    $$
  `.execute(db);
  for (const table of ['venues', 'offers']) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_catalogue_changed()
    `.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['venues', 'offers']) await sql`drop trigger ${sql.id(`${table}_catalogue_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function notify_catalogue_changed()`.execute(db);
}
