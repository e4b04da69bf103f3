import { type Kysely, sql } from 'kysely';

// Registration sources are the campaigns behind /r/{code} links. The numeric id is what staff type on
// the mobile-registration page; the code is the unguessable part of a shareable link, so a visitor
// cannot walk the list of campaigns by counting.
// A member's attribution lives in its own table keyed by the member, so the first source wins by
// the primary key rather than by a read-then-write race.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_sources')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('member_registration_sources')
    .addColumn('member_id', 'uuid', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('registration_source_id', 'integer', (col) => col.notNull().references('registration_sources.id'))
    .addColumn('attributed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('member_registration_sources_source_idx')
    .on('member_registration_sources')
    .column('registration_source_id')
    .execute();

  await db.schema
    .createTable('contact_form_submissions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_form_submissions').execute();
  await db.schema.dropTable('member_registration_sources').execute();
  await db.schema.dropTable('registration_sources').execute();
}
