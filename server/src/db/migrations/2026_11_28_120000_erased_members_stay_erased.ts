import { type Kysely, sql } from 'kysely';

// An erased member's row holds no personal data again, whoever writes (ADR 050). The API refuses an erased
// member's token, but a request whose token was checked a moment before the erase committed still writes
// afterwards (a photo upload reads its body and looks for a face first); so the database refuses too:
// - the members row changes only inside an erasure, which marks its transaction with
//   venue_pass.erasing = <member id>;
// - nothing that names the member (photo, codes with the address they went to, favourites, pass
//   downloads) is added for them. FOR SHARE waits for an erase under way to commit, and then reads the
//   row it left.
// Both refusals are a check_violation naming erased_members_stay_erased (ERASED_MEMBER_GUARD in
// modules/auth/erased-member.ts), which the API answers as the erased account's 401.
const CHILDREN = ['member_photos', 'member_codes', 'favourite_venues', 'wallet_downloads'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function refuse_erased_member_change() returns trigger language plpgsql as $$
    begin
      if old.erased_at is not null and current_setting('venue_pass.erasing', true) is distinct from old.id::text then
        raise exception 'erased_members_stay_erased: member % was erased', old.id
          using errcode = 'check_violation', constraint = 'erased_members_stay_erased';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger members_stay_erased before update on members for each row execute function refuse_erased_member_change()`.execute(db);

  await sql`
    create function refuse_erased_member_data() returns trigger language plpgsql as $$
    declare
      erased timestamptz;
    begin
      -- Locked first and read after: a row updated meanwhile is read as the update left it.
      select erased_at into erased from members where id = new.member_id for share;
      if erased is not null then
        raise exception 'erased_members_stay_erased: member % was erased', new.member_id
          using errcode = 'check_violation', constraint = 'erased_members_stay_erased';
      end if;
      return new;
    end $$`.execute(db);
  for (const table of CHILDREN) {
    await sql`create trigger ${sql.id(`${table}_of_erased_members`)} before insert on ${sql.table(table)}
      for each row execute function refuse_erased_member_data()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CHILDREN) await sql`drop trigger ${sql.id(`${table}_of_erased_members`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function refuse_erased_member_data()`.execute(db);
  await sql`drop trigger members_stay_erased on members`.execute(db);
  await sql`drop function refuse_erased_member_change()`.execute(db);
}
