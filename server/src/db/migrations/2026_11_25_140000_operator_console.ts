import { type Kysely, sql } from 'kysely';

// The operator console (issue 12).
// - Records the console edits carry a version; a trigger bumps it (and updated_at) on every update, so a
//   save naming an older version matches no row and is refused, whoever changed the row in between.
// - A promotion's channel says how its vouchers reach the phone; WhatsApp, as every voucher went until now.
// - Venues, offers and promotions are soft-deleted: redemptions, vouchers and reports keep pointing at them.
// - Venue names, offer titles within a venue and registration source names are unique (among live rows) by
//   index, so the database decides a race of two creates. Promotions and promoters are told apart by their
//   public codes; a promotion may run again under the same name.
// - Member search is by prefix of the lower-cased e-mail or name, and by card number, which is the start of
//   the member's UUID and so a range of the primary key.
// - audit_log holds every console change, written in the change's transaction.
// - Staff invitations: a hash of the one-time link's token; the account has no usable password until used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function bump_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      new.updated_at := now();
      return new;
    end $$`.execute(db);

  const versioned = ['venues', 'offers', 'promotions', 'promoters', 'registration_sources', 'members', 'idp_accounts'];
  for (const table of versioned) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
    if (table !== 'members') {
      await db.schema.alterTable(table).addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`)).execute();
    }
    await sql`create trigger ${sql.id(`${table}_bump_version`)} before update on ${sql.table(table)}
      for each row execute function bump_version()`.execute(db);
  }

  await db.schema
    .alterTable('venues')
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('opening_hours', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index venues_name_key on venues (lower(name)) where deleted_at is null`.execute(db);

  await db.schema
    .alterTable('offers')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index offers_venue_title_key on offers (venue_id, lower(name)) where deleted_at is null`.execute(db);

  await db.schema
    .alterTable('promotions')
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('whatsapp').check(sql`channel in ('sms', 'whatsapp')`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('promoters').addColumn('revoked_at', 'timestamptz').execute();

  await sql`create unique index registration_sources_name_key on registration_sources (lower(name))`.execute(db);

  await db.schema.alterTable('members').addColumn('erased_at', 'timestamptz').execute();
  // In the C collation a plain b-tree serves both LIKE 'prefix%' and the keyset order of the same expression.
  await sql`create index members_email_prefix on members ((lower(email) collate "C"), id) where erased_at is null`.execute(db);
  await sql`create index members_first_name_prefix on members ((lower(first_name) collate "C"), id) where erased_at is null`.execute(db);
  await sql`create index members_last_name_prefix on members ((lower(last_name) collate "C"), id) where erased_at is null`.execute(db);
  await sql`create index members_created_at on members (created_at, id)`.execute(db);

  await db.schema
    .alterTable('contact_form_submissions')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'text')
    .execute();
  await db.schema.createIndex('contact_form_submissions_created_at').on('contact_form_submissions').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('venue_logos')
    .addColumn('venue_id', 'integer', (col) => col.primaryKey().references('venues.id').onDelete('cascade'))
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('png', 'bytea', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_issuer', 'text', (col) => col.notNull())
    .addColumn('actor_subject', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity_type', 'entity_id', 'at']).execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('idp_accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Null only for an invited account whose link is unused; existing and self-registered accounts have one.
  await db.schema.alterTable('idp_accounts').addColumn('password_set_at', 'timestamptz', (col) => col.defaultTo(sql`now()`)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idp_accounts').dropColumn('password_set_at').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('venue_logos').execute();
  await db.schema.dropIndex('contact_form_submissions_created_at').execute();
  await db.schema.alterTable('contact_form_submissions').dropColumn('handled_at').dropColumn('handled_by').execute();
  for (const index of ['members_created_at', 'members_last_name_prefix', 'members_first_name_prefix', 'members_email_prefix']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('members').dropColumn('erased_at').execute();
  await db.schema.dropIndex('registration_sources_name_key').execute();
  await db.schema.alterTable('promoters').dropColumn('revoked_at').execute();
  await db.schema.alterTable('promotions').dropColumn('channel').dropColumn('deleted_at').execute();
  await db.schema.dropIndex('offers_venue_title_key').execute();
  await db.schema.alterTable('offers').dropColumn('active').dropColumn('deleted_at').execute();
  await db.schema.dropIndex('venues_name_key').execute();
  await db.schema.alterTable('venues').dropColumn('address').dropColumn('opening_hours').dropColumn('active').dropColumn('deleted_at').execute();
  for (const table of ['venues', 'offers', 'promotions', 'promoters', 'registration_sources', 'members', 'idp_accounts']) {
    await sql`drop trigger ${sql.id(`${table}_bump_version`)} on ${sql.table(table)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('version').execute();
    if (table !== 'members') await db.schema.alterTable(table).dropColumn('updated_at').execute();
  }
  await sql`drop function bump_version()`.execute(db);
}
