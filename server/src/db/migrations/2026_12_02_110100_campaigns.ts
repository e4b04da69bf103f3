import { type Kysely, sql } from 'kysely';

// E-mail campaigns to consenting members (issue 24 item 9, ADR 078). campaign_recipients holds one row
// per (campaign, member) queued, written in the transaction that queues the member's outbox message:
// its primary key is what keeps a second run, another instance or a run after a restart from queueing
// a member twice.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('promoted_kind', 'text', (col) => col.check(sql`promoted_kind in ('offer', 'venue')`))
    .addColumn('promoted_id', 'integer')
    .addColumn('audience', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('scheduled', 'sending', 'sent', 'cancelled')`))
    .addColumn('send_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('campaigns_promoted_check', sql`(promoted_kind is null) = (promoted_id is null)`)
    .execute();
  await db.schema.createIndex('campaigns_due').on('campaigns').columns(['send_at']).where(sql.ref('status'), 'in', ['scheduled', 'sending']).execute();
  await db.schema
    .createTable('campaign_recipients')
    .addColumn('campaign_id', 'bigint', (col) => col.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('member_id', 'uuid', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('outbox_message_id', 'uuid', (col) => col.notNull())
    .addColumn('queued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('campaign_recipients_pkey', ['campaign_id', 'member_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('campaign_recipients').execute();
  await db.schema.dropTable('campaigns').execute();
}
