import { type Kysely, sql } from 'kysely';

// Scheduled work and the retention purges it runs (ADR 065).
// - scheduled_jobs: one row per job, the lease that lets one instance at a time run it. An instance takes
//   a job with one UPDATE whose WHERE says the lease has run out and the job is due, so of several
//   instances asking at once exactly one gets a row back.
// - Each purge finds its rows through an index that holds only the rows still to purge, so a run costs
//   what is left to do, not the table's history: outbox messages not yet emptied, phone vouchers still
//   holding a number, promoter sends still holding a number or address, unused sign-up links still
//   holding one, members never verified; the others by age.
// - promotions.phone_numbers_deleted_at: from then on the promotion's vouchers and promoter sends lose
//   their numbers, and the console no longer lets the promotion run again (one voucher per number could
//   not hold without them).
// - Deleting a member (and erasing one) reaches the tables that refer to them by member_id; those that had
//   no index leading with it were each read whole.
const MEMBER_REFERENCES = ['promo_codes', 'staff_lookups', 'mobile_signups', 'wallet_downloads'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('leased_until', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // A fresh value per run: only the instance that holds the lease records the run's end.
    .addColumn('lease_token', 'text')
    .addColumn('next_run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('last_outcome', 'text', (col) => col.check(sql`last_outcome in ('done', 'more', 'failed')`))
    .execute();

  await db.schema.alterTable('outbox_messages').addColumn('purged_at', 'timestamptz').execute();
  await sql`create index outbox_messages_to_purge on outbox_messages (created_at) where purged_at is null`.execute(db);

  await db.schema.alterTable('promotions').addColumn('phone_numbers_deleted_at', 'timestamptz').execute();
  await sql`create index promo_codes_phone_numbers on promo_codes (promotion_id) where phone_number like '+%'`.execute(db);
  await sql`create index promoter_sends_personal on promoter_sends (promoter_id) where phone_number is not null or client_ip is not null`.execute(db);
  await sql`create index mobile_signups_unused on mobile_signups (expires_at) where consumed_at is null and mobile_number like '+%'`.execute(db);
  await sql`create index contact_form_submissions_handled_at on contact_form_submissions (handled_at) where handled_at is not null`.execute(db);

  await db.schema.createIndex('staff_lookups_looked_up_at').on('staff_lookups').column('looked_up_at').execute();
  await db.schema.createIndex('idempotent_requests_created_at').on('idempotent_requests').column('created_at').execute();
  await sql`create index members_never_verified on members (created_at) where not is_verified and erased_at is null`.execute(db);
  for (const table of MEMBER_REFERENCES) {
    await sql`create index ${sql.id(`${table}_member_id`)} on ${sql.table(table)} (member_id) where member_id is not null`.execute(db);
  }
  await db.schema.createIndex('idp_accounts_created_at').on('idp_accounts').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idp_accounts_created_at').execute();
  for (const table of MEMBER_REFERENCES) await db.schema.dropIndex(`${table}_member_id`).execute();
  await db.schema.dropIndex('members_never_verified').execute();
  await db.schema.dropIndex('idempotent_requests_created_at').execute();
  await db.schema.dropIndex('staff_lookups_looked_up_at').execute();
  await db.schema.dropIndex('contact_form_submissions_handled_at').execute();
  await db.schema.dropIndex('mobile_signups_unused').execute();
  await db.schema.dropIndex('promoter_sends_personal').execute();
  await db.schema.dropIndex('promo_codes_phone_numbers').execute();
  await db.schema.alterTable('promotions').dropColumn('phone_numbers_deleted_at').execute();
  await db.schema.dropIndex('outbox_messages_to_purge').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('purged_at').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
}
