import type { Kysely } from 'kysely';

// Extra header fields of an e-mail (List-Unsubscribe and List-Unsubscribe-Post on marketing mail,
// RFC 8058), stored with the message so a resend after a crash carries the same ones.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('headers', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('headers').execute();
}
