import { type Kysely, sql } from 'kysely';

// A mobile number counts as a member's (for mobile sign-up's 'already registered') only once verified,
// and a verified number belongs to one member: anyone could type a stranger's number into a profile.
// Numbers that came with a completed mobile sign-up were proven by the link texted to them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('mobile_verified_at', 'timestamptz').execute();
  await sql`
    update members set mobile_verified_at = mobile_signups.consumed_at
    from mobile_signups
    where mobile_signups.member_id = members.id
      and mobile_signups.mobile_number = members.mobile_number
      and mobile_signups.consumed_at is not null`.execute(db);
  await db.schema
    .createIndex('members_one_verified_mobile')
    .on('members')
    .column('mobile_number')
    .unique()
    .where(sql.ref('mobile_verified_at'), 'is not', null)
    .execute();
  await db.schema.alterTable('member_codes').dropConstraint('member_codes_purpose_check').execute();
  await db.schema
    .alterTable('member_codes')
    .addCheckConstraint('member_codes_purpose_check', sql`purpose in ('account', 'student_email', 'mobile')`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('member_codes').where('purpose', '=', 'mobile').execute();
  await db.schema.alterTable('member_codes').dropConstraint('member_codes_purpose_check').execute();
  await db.schema.alterTable('member_codes').addCheckConstraint('member_codes_purpose_check', sql`purpose in ('account', 'student_email')`).execute();
  await db.schema.dropIndex('members_one_verified_mobile').execute();
  await db.schema.alterTable('members').dropColumn('mobile_verified_at').execute();
}
