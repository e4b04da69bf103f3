import { type Kysely, sql } from 'kysely';

// Offer requirements are limited to the kinds the API knows how to check, so a typo in data entry
// cannot create an offer nobody can ever unlock. The index serves the per-member offer lists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('offers')
    .addCheckConstraint('offers_requirement_check', sql`requirement in ('None', 'VerifiedAccount', 'Photo', 'StudentEmail')`)
    .execute();
  await db.schema.createIndex('offers_visibility_idx').on('offers').columns(['is_vip', 'date_visible_to']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('offers_visibility_idx').execute();
  await db.schema.alterTable('offers').dropConstraint('offers_requirement_check').execute();
}
