import { type Kysely, sql } from 'kysely';

// A staff invitation and a password reset are the same thing: a single-use, expiring link that sets an
// account's password, of which only the token's SHA-256 is stored. Keycloak calls them action tokens;
// one table holds both, told apart by purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_invitations').renameTo('account_action_tokens').execute();
  await db.schema
    .alterTable('account_action_tokens')
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('staff-invitation').check(sql`purpose in ('staff-invitation', 'password-reset')`))
    .execute();
  await sql`alter table account_action_tokens alter column purpose drop default`.execute(db);
  await db.schema.createIndex('account_action_tokens_account_id').on('account_action_tokens').column('account_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('account_action_tokens_account_id').execute();
  await db.deleteFrom('account_action_tokens').where('purpose', '<>', 'staff-invitation').execute();
  await db.schema.alterTable('account_action_tokens').dropColumn('purpose').execute();
  await db.schema.alterTable('account_action_tokens').renameTo('staff_invitations').execute();
}
