import { type Kysely, sql } from 'kysely';

// Voucher promotions, their promo-code pools, single-use promo codes issued per phone number or member,
// redemptions, promoters and their send log, pending mobile sign-ups, shared rate-limit counters and
// stored answers for Idempotency-Key replays.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('venue_id', 'integer', (col) => col.references('venues.id').onDelete('restrict'))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('require_verification', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('voucher_valid_days', 'integer', (col) => col.notNull().defaultTo(30).check(sql`voucher_valid_days > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('promo_code_pools')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('promotion_id', 'integer', (col) => col.notNull().unique().references('promotions.id').onDelete('cascade'))
    // null: no limit on how many codes the pool hands out.
    .addColumn('capacity', 'integer', (col) => col.check(sql`capacity >= 0`))
    .addColumn('issued', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promo_code_pools_issued_within_capacity', sql`capacity is null or issued <= capacity`)
    .execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('pool_id', 'integer', (col) => col.notNull().references('promo_code_pools.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('phone_number', 'text')
    .addColumn('member_id', 'uuid', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('promoter_id', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending_verification', 'issued')`))
    .addColumn('verification_hash', 'text')
    .addColumn('verification_expires_at', 'timestamptz')
    .addColumn('verification_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verification_sends', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verification_sent_at', 'timestamptz')
    .addColumn('issued_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promo_codes_has_holder', sql`phone_number is not null or member_id is not null`)
    .execute();
  // One voucher per phone number per promotion, and one code per member per pool: the database,
  // not application code, decides the race between two concurrent sends.
  await db.schema
    .createIndex('promo_codes_one_per_phone')
    .on('promo_codes')
    .columns(['promotion_id', 'phone_number'])
    .unique()
    .execute();
  await db.schema.createIndex('promo_codes_one_per_member').on('promo_codes').columns(['pool_id', 'member_id']).unique().execute();

  await db.schema
    .createTable('promo_code_redemptions')
    .addColumn('promo_code_id', 'text', (col) => col.primaryKey().references('promo_codes.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (col) => col.references('venues.id').onDelete('set null'))
    .addColumn('staff_issuer', 'text', (col) => col.notNull())
    .addColumn('staff_subject', 'text', (col) => col.notNull())
    .addColumn('redeemed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('promoters')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('unique_code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('daily_quota', 'integer', (col) => col.notNull().defaultTo(100).check(sql`daily_quota >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('promo_codes')
    .addForeignKeyConstraint('promo_codes_promoter_id_fkey', ['promoter_id'], 'promoters', ['id'])
    .onDelete('set null')
    .execute();

  await db.schema
    .createTable('promoter_sends')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('promoter_id', 'integer', (col) => col.notNull().references('promoters.id').onDelete('cascade'))
    // The number as normalised, or null when it could not be parsed.
    .addColumn('phone_number', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('promo_code_id', 'text', (col) => col.references('promo_codes.id').onDelete('set null'))
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('promoter_sends_promoter_idx').on('promoter_sends').columns(['promoter_id', 'created_at']).execute();

  await db.schema
    .createTable('mobile_signups')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    // SHA-256 of the link code; the code itself exists only in the message sent to the member.
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('mobile_number', 'text', (col) => col.notNull())
    // No foreign key: registration_sources belongs to another module and did not exist when this was written.
    .addColumn('registration_source_id', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('member_id', 'uuid', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mobile_signups_mobile_idx').on('mobile_signups').columns(['mobile_number', 'created_at']).execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pkey', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limit_counters_expires_idx').on('rate_limit_counters').column('expires_at').execute();

  await db.schema
    .createTable('idempotent_requests')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotent_requests',
    'rate_limit_counters',
    'mobile_signups',
    'promoter_sends',
    'promo_code_redemptions',
    'promo_codes',
    'promoters',
    'promo_code_pools',
    'promotions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
