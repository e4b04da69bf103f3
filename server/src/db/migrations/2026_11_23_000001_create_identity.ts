import { type Kysely, sql } from 'kysely';

// Tables of the embedded identity provider: its local accounts, its signing keys and the
// oidc-provider models (sessions, grants, codes, refresh tokens) so a restart signs nobody out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idp_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('given_name', 'text', (col) => col.notNull())
    .addColumn('family_name', 'text', (col) => col.notNull())
    .addColumn('roles', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('pos_site_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('idp_accounts_email_key')
    .on('idp_accounts')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('idp_settings')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('idp_models')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('idp_models_pkey', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('idp_models_grant_id_idx').on('idp_models').column('grant_id').execute();
  await db.schema.createIndex('idp_models_uid_idx').on('idp_models').columns(['kind', 'uid']).execute();
  await db.schema.createIndex('idp_models_expires_at_idx').on('idp_models').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idp_models').execute();
  await db.schema.dropTable('idp_settings').execute();
  await db.schema.dropTable('idp_accounts').execute();
}
