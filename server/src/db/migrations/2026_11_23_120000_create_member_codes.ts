import { type Kysely, sql } from 'kysely';

// One-time codes members receive by e-mail: account verification codes and student e-mail links.
// Rows are kept after use, so the sends of the last minutes can be counted for the send limit and a
// replayed code finds nothing live. Only a hash of each code is stored.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('member_id', 'uuid', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('account', 'student_email')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('sent_to', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('member_codes_member_purpose_idx')
    .on('member_codes')
    .columns(['member_id', 'purpose', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_codes').execute();
}
