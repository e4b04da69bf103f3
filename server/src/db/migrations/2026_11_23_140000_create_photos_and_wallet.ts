import { type Kysely, sql } from 'kysely';

// Member photos live apart from the members row so profile reads never drag image bytes along.
// Wallet tables: signing material generated for development, and single-use pass downloads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_photos')
    .addColumn('member_id', 'uuid', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('jpeg', 'bytea', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wallet_settings')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wallet_downloads')
    // SHA-256 of the id handed to the member: a database leak does not yield usable download links.
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'uuid', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('wallet_downloads_expires_at_idx').on('wallet_downloads').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_downloads').execute();
  await db.schema.dropTable('wallet_settings').execute();
  await db.schema.dropTable('member_photos').execute();
}
