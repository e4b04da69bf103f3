import { type Kysely, sql } from 'kysely';

// The weekly digest of new offers at a member's favourite venues (issue 24, ADR 079): asked for like the
// marketing consent and recorded in consent_events under a purpose of its own; members.weekly_digest_at
// is the time of the request in force. weekly_digest_sends holds, per member, the Monday of the last week
// a digest run handled them, kept apart from members so the weekly run does not bump their version (the
// console's concurrency check) nor wake every instance's member cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('weekly_digest_at', 'timestamptz').execute();
  await sql`create index members_weekly_digest on members (id) where weekly_digest_at is not null`.execute(db);
  await db.schema
    .createTable('weekly_digest_sends')
    .addColumn('member_id', 'uuid', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('week', 'date', (col) => col.notNull())
    .execute();
  await sql`alter table consent_events drop constraint consent_events_purpose_check`.execute(db);
  await sql`alter table consent_events add constraint consent_events_purpose_check check (purpose in ('marketing-email', 'weekly-digest'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('consent_events').where('purpose', '=', 'weekly-digest').execute();
  await sql`alter table consent_events drop constraint consent_events_purpose_check`.execute(db);
  await sql`alter table consent_events add constraint consent_events_purpose_check check (purpose in ('marketing-email'))`.execute(db);
  await db.schema.dropTable('weekly_digest_sends').execute();
  await db.schema.dropIndex('members_weekly_digest').execute();
  await db.schema.alterTable('members').dropColumn('weekly_digest_at').execute();
}
