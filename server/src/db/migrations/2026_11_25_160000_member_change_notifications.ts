import { type Kysely, sql } from 'kysely';

// Every instance keeps signed-in members' state and offer lists in memory (ADR 046). Whoever changes a
// member (the API on another instance, the operator console, a psql session), the database announces it:
// a row trigger sends pg_notify('member_changed', <member id>), delivered to every listening instance when
// the transaction commits (nothing on rollback; PostgreSQL folds repeats of one member in one transaction).
// TRUNCATE has no rows, so it sends an empty payload, which means "any member".
const TABLES = [
  { table: 'members', memberId: 'id' },
  { table: 'member_photos', memberId: 'member_id' },
  { table: 'favourite_venues', memberId: 'member_id' },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_members_truncated() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_changed', '');
      return null;
    end;
    $$
  `.execute(db);
  for (const { table, memberId } of TABLES) {
    // One function per table: the member's column is named in the body (reading it generically through
    // to_jsonb(new) would copy a photo's bytes on every write).
    const column = sql.id(memberId);
    await sql`
      create function ${sql.id(`notify_${table}_member_changed`)}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform pg_notify('member_changed', old.${column}::text);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          perform pg_notify('member_changed', new.${column}::text);
        end if;
        return null;
      end;
      $$
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_member_changed`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function ${sql.id(`notify_${table}_member_changed`)}()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_members_truncated`)}
      after truncate on ${sql.table(table)}
      for each statement execute function notify_members_truncated()
    `.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_members_truncated`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_member_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.id(`notify_${table}_member_changed`)}()`.execute(db);
  }
  await sql`drop function notify_members_truncated()`.execute(db);
}
