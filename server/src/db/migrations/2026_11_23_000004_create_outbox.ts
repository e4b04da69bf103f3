import { type Kysely, sql } from 'kysely';

// Every outgoing e-mail, SMS and WhatsApp message is written here in the transaction of the change
// that causes it, then delivered by the dispatcher; a crash between the two never loses or doubles one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms', 'whatsapp')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'held', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_messages_due_idx')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('outbox_messages_recipient_idx').on('outbox_messages').columns(['recipient', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
