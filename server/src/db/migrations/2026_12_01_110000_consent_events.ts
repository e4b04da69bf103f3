import { type Kysely, sql } from 'kysely';

// Every grant and withdrawal of marketing consent with the words it was given to, when and where
// (UK GDPR Art. 7(1): the controller shows that the person consented). members.mailing_consent_at stays
// the time of the consent in force.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consent_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'uuid', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('marketing-email')`))
    .addColumn('granted', 'boolean', (col) => col.notNull())
    .addColumn('wording_version', 'text', (col) => col.notNull())
    .addColumn('wording', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('consent-dialog', 'my-account', 'unsubscribe-link')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('consent_events_member').on('consent_events').columns(['member_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_events').execute();
}
