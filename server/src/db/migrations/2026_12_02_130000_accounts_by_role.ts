import { type Kysely, sql } from 'kysely';

// The console finds staff and operators among the embedded provider's accounts by their roles: the member
// search leaves them out on every page, the staff list lists them. When every member signs in with the
// embedded provider there are as many accounts as members, and reading each account's roles took a city's
// member search 270 ms a page (bench:city). A GIN index answers `roles @> '{"client": ["staff"]}'` from
// the few accounts that hold the role (ADR 075).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index idp_accounts_roles on idp_accounts using gin (roles jsonb_path_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index idp_accounts_roles`.execute(db);
}
