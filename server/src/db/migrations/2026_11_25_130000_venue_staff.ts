import { type Kysely, sql } from 'kysely';

// Venue staff redeem offers and vouchers at the counter.
// - A venue's time zone decides an offer's days and hours and the day a redemption belongs to.
// - A member's card can be blocked by the operator; staff then see 'Card not valid'.
// - An offer's redemption rule says how often one member may use it. Exactly once per period is the
//   partial unique index on (offer, member, period key), not a check-then-insert: concurrent redeems of
//   one offer for one member give one row. An undone redemption leaves the index, so the offer is usable again.
// - Lookups are recorded for the audit (who looked at which card, where, when).
// - A voucher redemption gets its own id so it can be undone, and may be redeemed again once undone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('venues').addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('Europe/London')).execute();

  await db.schema.alterTable('members').addColumn('card_blocked_at', 'timestamptz').execute();
  await db.schema.alterTable('members').addColumn('card_blocked_reason', 'text').execute();

  await db.schema.alterTable('offers').addColumn('redemption_rule', 'text', (col) => col.notNull().defaultTo('once')).execute();
  await db.schema
    .alterTable('offers')
    .addCheckConstraint('offers_redemption_rule_check', sql`redemption_rule in ('once', 'daily', 'weekly', 'unlimited')`)
    .execute();

  await db.schema
    .createTable('offer_redemptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('offers.id'))
    .addColumn('member_id', 'uuid', (col) => col.notNull().references('members.id'))
    .addColumn('venue_id', 'integer', (col) => col.notNull().references('venues.id'))
    // 'once', the venue-local day ('2026-11-25'), the ISO week ('2026-W48'), or the row's own id when unlimited.
    .addColumn('period_key', 'text', (col) => col.notNull())
    .addColumn('staff_issuer', 'text', (col) => col.notNull())
    .addColumn('staff_subject', 'text', (col) => col.notNull())
    .addColumn('redeemed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('undone_at', 'timestamptz')
    .addColumn('undone_by', 'text')
    .execute();
  await db.schema
    .createIndex('offer_redemptions_once_per_period')
    .on('offer_redemptions')
    .columns(['offer_id', 'member_id', 'period_key'])
    .unique()
    .where(sql.ref('undone_at'), 'is', null)
    .execute();
  await db.schema.createIndex('offer_redemptions_venue_day').on('offer_redemptions').columns(['venue_id', 'redeemed_at']).execute();
  await db.schema.createIndex('offer_redemptions_member').on('offer_redemptions').columns(['member_id', 'offer_id']).execute();

  await db.schema
    .createTable('staff_lookups')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('staff_issuer', 'text', (col) => col.notNull())
    .addColumn('staff_subject', 'text', (col) => col.notNull())
    .addColumn('venue_id', 'integer', (col) => col.notNull().references('venues.id'))
    // Null when the card was unknown; the member's id otherwise (blocked cards included).
    .addColumn('member_id', 'uuid', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('valid', 'unknown', 'blocked')`))
    .addColumn('looked_up_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_lookups_venue_time').on('staff_lookups').columns(['venue_id', 'looked_up_at']).execute();

  await db.schema.alterTable('promo_code_redemptions').dropConstraint('promo_code_redemptions_pkey').execute();
  await db.schema.alterTable('promo_code_redemptions').addColumn('id', 'uuid', (col) => col.notNull().defaultTo(sql`gen_random_uuid()`)).execute();
  await db.schema.alterTable('promo_code_redemptions').addColumn('undone_at', 'timestamptz').execute();
  await db.schema.alterTable('promo_code_redemptions').addColumn('undone_by', 'text').execute();
  await db.schema.alterTable('promo_code_redemptions').addPrimaryKeyConstraint('promo_code_redemptions_pkey', ['id']).execute();
  await db.schema
    .createIndex('promo_code_redemptions_once')
    .on('promo_code_redemptions')
    .column('promo_code_id')
    .unique()
    .where(sql.ref('undone_at'), 'is', null)
    .execute();
  await db.schema.createIndex('promo_code_redemptions_venue_day').on('promo_code_redemptions').columns(['venue_id', 'redeemed_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('promo_code_redemptions_venue_day').execute();
  await db.schema.dropIndex('promo_code_redemptions_once').execute();
  await db.deleteFrom('promo_code_redemptions').where('undone_at', 'is not', null).execute();
  await db.schema.alterTable('promo_code_redemptions').dropConstraint('promo_code_redemptions_pkey').execute();
  await db.schema.alterTable('promo_code_redemptions').dropColumn('id').dropColumn('undone_at').dropColumn('undone_by').execute();
  await db.schema.alterTable('promo_code_redemptions').addPrimaryKeyConstraint('promo_code_redemptions_pkey', ['promo_code_id']).execute();
  await db.schema.dropTable('staff_lookups').execute();
  await db.schema.dropTable('offer_redemptions').execute();
  await db.schema.alterTable('offers').dropConstraint('offers_redemption_rule_check').execute();
  await db.schema.alterTable('offers').dropColumn('redemption_rule').execute();
  await db.schema.alterTable('members').dropColumn('card_blocked_at').dropColumn('card_blocked_reason').execute();
  await db.schema.alterTable('venues').dropColumn('time_zone').execute();
}
