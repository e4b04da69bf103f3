import { type Kysely, sql } from 'kysely';

// Members as the API knows them, keyed by the identity provider's subject so the same API works
// with the embedded provider and with a real Keycloak realm.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'date')
    .addColumn('mobile_number', 'text')
    .addColumn('is_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mailing_consent_at', 'timestamptz')
    .addColumn('student_verification', 'text', (col) => col.notNull().defaultTo('NotRequired'))
    .addColumn('require_photo_upload', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_vip', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('members_issuer_subject_key', ['issuer', 'subject'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('members').execute();
}
