import { type Kysely, sql } from 'kysely';

// ADR 068. An audit entry names its record as it was when the change was made; older entries have no
// name and the console shows their type and id. The console home counts vouchers issued and redeemed
// today and this week: without these two indexes each count reads every voucher ever issued.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log add column label text`.execute(db);
  await sql`create index promo_codes_issued_at on promo_codes (issued_at) where status = 'issued'`.execute(db);
  await sql`create index promo_code_redemptions_redeemed_at on promo_code_redemptions (redeemed_at) where undone_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index promo_code_redemptions_redeemed_at`.execute(db);
  await sql`drop index promo_codes_issued_at`.execute(db);
  await sql`alter table audit_log drop column label`.execute(db);
}
