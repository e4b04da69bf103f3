import { type Kysely, sql } from 'kysely';

// Every instance keeps the embedded provider's accounts' grants (client roles and pos-site-ids) in memory,
// and every staff request is checked against them (ADR 052). Whoever changes an account's grant (the
// console, a psql session), the database announces it: a row trigger sends pg_notify('grant_changed',
// <account id>), delivered to every listening instance when the transaction commits. Only what a grant
// reads counts: a new password or name sends nothing. TRUNCATE has no rows, so it sends an empty payload,
// which means "any account".
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_grant_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('grant_changed', '');
      elsif tg_op = 'INSERT' then
        perform pg_notify('grant_changed', new.id::text);
      elsif tg_op = 'DELETE' then
        perform pg_notify('grant_changed', old.id::text);
      elsif old.roles is distinct from new.roles or old.pos_site_ids is distinct from new.pos_site_ids then
        perform pg_notify('grant_changed', new.id::text);
      end if;
      return null;
    end;
    $$
  `.execute(db);
  await sql`
    create trigger idp_accounts_grant_changed
    after insert or update or delete on idp_accounts
    for each row execute function notify_grant_changed()
  `.execute(db);
  await sql`
    create trigger idp_accounts_grants_truncated
    after truncate on idp_accounts
    for each statement execute function notify_grant_changed()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger idp_accounts_grants_truncated on idp_accounts`.execute(db);
  await sql`drop trigger idp_accounts_grant_changed on idp_accounts`.execute(db);
  await sql`drop function notify_grant_changed()`.execute(db);
}
