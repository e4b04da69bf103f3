import { type Kysely, sql } from 'kysely';

// Partner venues, their offers with weekday availability, and members' favourite venues.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('venues')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('logo_url', 'text', (col) => col.notNull())
    .addColumn('website', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('venue_id', 'integer', (col) => col.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('date_visible_from', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('date_visible_to', 'timestamptz', (col) => col.notNull())
    .addColumn('is_vip', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('requirement', 'text', (col) => col.notNull().defaultTo('None'))
    // One row per offer: {day}_start/{day}_stop as times of day, null when not available that day.
    .addColumn('availability', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('offers_venue_id_idx').on('offers').column('venue_id').execute();

  await db.schema
    .createTable('favourite_venues')
    .addColumn('member_id', 'uuid', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (col) => col.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourite_venues_pkey', ['member_id', 'venue_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourite_venues').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('venues').execute();
}
