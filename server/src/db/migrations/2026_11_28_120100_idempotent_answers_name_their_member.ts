import { type Kysely, sql } from 'kysely';

// A stored idempotent answer can name a member (a staff redemption's answer carries their first name). The
// member it names is kept beside it, so erasing the member deletes it by id rather than by searching answers
// for the member's details (ADR 050). Like the member's other data, it is never added for an erased member
// (refuse_erased_member_data, migration 2026_11_28_120000); the member is named when the answer is stored.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('idempotent_requests')
    .addColumn('member_id', 'uuid', (col) => col.references('members.id').onDelete('cascade'))
    .execute();
  await sql`create index idempotent_requests_member_id_idx on idempotent_requests (member_id) where member_id is not null`.execute(db);
  await sql`create trigger idempotent_requests_of_erased_members before insert or update of member_id on idempotent_requests
    for each row execute function refuse_erased_member_data()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger idempotent_requests_of_erased_members on idempotent_requests`.execute(db);
  await db.schema.alterTable('idempotent_requests').dropColumn('member_id').execute();
}
