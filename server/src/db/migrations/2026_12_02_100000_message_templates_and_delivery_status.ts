import { type Kysely, sql } from 'kysely';

// What a WhatsApp template needs (the message's kind and its numbered variables), and what Twilio's
// status callbacks report of each message afterwards (ADR 076). failed_at marks a message the console's
// "Delivery problems" lists: given up by the dispatcher or reported failed by the provider.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('kind', 'text')
    .addColumn('template_variables', 'jsonb')
    .addColumn('delivery_status', 'text', (col) =>
      col.check(sql`delivery_status in ('accepted', 'scheduled', 'queued', 'sending', 'sent', 'delivered', 'read', 'undelivered', 'failed', 'canceled')`),
    )
    .addColumn('delivery_error_code', 'integer')
    .addColumn('delivery_updated_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_messages_failed_idx')
    .on('outbox_messages')
    .columns(['failed_at', 'id'])
    .where(sql.ref('failed_at'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_failed_idx').execute();
  await db.schema
    .alterTable('outbox_messages')
    .dropColumn('kind')
    .dropColumn('template_variables')
    .dropColumn('delivery_status')
    .dropColumn('delivery_error_code')
    .dropColumn('delivery_updated_at')
    .dropColumn('failed_at')
    .execute();
}
