import type { Kysely } from 'kysely';

// mobile_signups was created before registration_sources existed; the key now keeps sign-ups from
// pointing at a source that was never there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mobile_signups')
    .addForeignKeyConstraint('mobile_signups_registration_source_fkey', ['registration_source_id'], 'registration_sources', ['id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mobile_signups').dropConstraint('mobile_signups_registration_source_fkey').execute();
}
