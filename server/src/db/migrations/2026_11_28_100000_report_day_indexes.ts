import { type Kysely, sql } from 'kysely';

// Reports are read one window of days per statement (ADR 049): each window must be a range scan on the
// day's timestamp, not a pass over every redemption or message. Undone redemptions never count.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index offer_redemptions_redeemed_at on offer_redemptions (redeemed_at) where undone_at is null`.execute(db);
  await sql`create index outbox_messages_created_at on outbox_messages (created_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index outbox_messages_created_at`.execute(db);
  await sql`drop index offer_redemptions_redeemed_at`.execute(db);
}
