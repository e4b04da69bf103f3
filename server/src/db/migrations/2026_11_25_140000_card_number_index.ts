import { type Kysely, sql } from 'kysely';

// Staff may type the card number printed under the QR: the first 12 hex digits of the member's id
// (cardNumberFromUserId). The lookup compares this expression, so it is indexed as written there
// (staff.repository.ts, cardNumberOf).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index members_card_number on members ((replace(left(id::text, 13), '-', '')))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_card_number').execute();
}
