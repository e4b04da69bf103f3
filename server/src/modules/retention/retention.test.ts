import { Writable } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { tablesMentioning } from '../../../test/helpers/tables-mentioning.ts';
import { TEST_ISSUER } from '../../../test/helpers/tokens.ts';
import type { Database } from '../../db/database.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { randomPublicId, randomVoucherCode } from '../public-sends/public-ids.ts';
import { createPromoter, createPromotion } from '../vouchers/test-factories.ts';
import { PURGED_RECIPIENT } from './outbox-bodies.ts';
import { PURGED_NUMBER_PREFIX } from './visitor-phone-numbers.ts';
import { deleteAccountsWithoutMember } from './unverified-accounts.ts';

const JOBS = [
  'outbox-bodies',
  'visitor-phone-numbers',
  'staff-lookups',
  'contact-messages',
  'idempotent-answers',
  'expired-sign-in-rows',
  'expired-account-links',
  'ended-rate-limit-windows',
  'unverified-members',
  'unused-sign-in-accounts',
  // Not a purge, but the app's scheduler runs it with them (ADR 078).
  'campaign-sends',
  // Not a purge, but a job of the same scheduler, so it runs and logs with them.
  'weekly-digest',
];

describe('retention (ADR 065)', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  /** The app's log lines, parsed. */
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    // The default ages: 7 days for message bodies, 30 after a promotion or a sign-up link for numbers, 90
    // for look-ups and handled contact messages, 24 hours for stored answers, 30 days for accounts never verified.
    t = await buildTestApp({}, { logStream });
    db = t.database.db;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test's run finds every job due.
    await db.deleteFrom('scheduled_jobs').execute();
    lines.length = 0;
  });

  /** Runs every purge on this instance, all made due first; the report of `name`. */
  async function runJob(name: string) {
    await db.updateTable('scheduled_jobs').set({ next_run_at: sql<Date>`now()` }).execute();
    const reports = await t.app.scheduledJobs.runDue();
    expect(reports.map((report) => report.name)).toEqual(JOBS);
    return reports.find((report) => report.name === name)!;
  }

  /** Sets a timestamp column of the rows `where` picks to that long ago (a PostgreSQL interval). */
  async function backdate(table: keyof Database, column: string, ago: string, where: ReturnType<typeof sql>) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = now() - ${ago}::interval where ${where}`.execute(db);
  }

  describe('outbox message bodies', () => {
    async function message(to: string, status: 'pending' | 'sent' | 'failed' | 'held', ago: string) {
      const { id } = await createOutboxRepository(db).enqueue({ channel: 'email', to, subject: 'Your code', text: `Your code is 483920, ${to}`, html: '<p>483920</p>', templateVariables: ['483920', to] });
      await sql`update outbox_messages set status = ${status}, created_at = now() - ${ago}::interval,
        sent_at = case when ${status} = 'sent' then now() - ${ago}::interval end, provider_message_id = 'provider-7',
        last_error = case when ${status} = 'failed' then ${`550 mailbox ${to} unavailable`} end, attempts = 1
        where id = ${id}`.execute(db);
      return id;
    }
    const read = (id: string) => db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('empties messages sent, failed or held more than 7 days ago, keeping channel, status and times, and leaves the rest', async () => {
      const sent = await message('old.sent@example.org', 'sent', '8 days');
      const failed = await message('old.failed@example.org', 'failed', '8 days');
      const held = await message('old.held@example.org', 'held', '8 days');
      const waiting = await message('still.waiting@example.org', 'pending', '8 days');
      const recent = await message('recent@example.org', 'sent', '6 days 23 hours');
      const before = await read(sent);

      expect((await runJob('outbox-bodies')).counts).toEqual({ messages: 3 });

      for (const id of [sent, failed, held]) {
        expect(await read(id)).toMatchObject({ recipient: PURGED_RECIPIENT, subject: null, body_text: '', body_html: null, template_variables: null, last_error: null, purged_at: expect.any(Date) });
      }
      expect(await read(sent)).toMatchObject({ channel: 'email', status: 'sent', attempts: 1, provider_message_id: 'provider-7', created_at: before.created_at, sent_at: before.sent_at });
      expect((await read(failed)).status).toBe('failed');
      expect(await read(waiting)).toMatchObject({ recipient: 'still.waiting@example.org', body_text: 'Your code is 483920, still.waiting@example.org', purged_at: null });
      expect(await read(recent)).toMatchObject({ recipient: 'recent@example.org', subject: 'Your code', body_html: '<p>483920</p>', purged_at: null });
      expect(await tablesMentioning(db, ['old.sent@example.org', 'old.failed@example.org', 'old.held@example.org'])).toEqual([]);
    });
  });

  describe('visitor phone numbers', () => {
    async function voucher(promotion: { id: number; poolId: number }, phoneNumber: string, status: 'issued' | 'pending_verification' = 'issued') {
      const row = await db
        .insertInto('promo_codes')
        .values({ id: randomPublicId(), code: randomVoucherCode(), pool_id: promotion.poolId, promotion_id: promotion.id, phone_number: phoneNumber, status, issued_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }
    const numberOf = async (id: string) => (await db.selectFrom('promo_codes').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow()).phone_number;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

    it("deletes visitors' numbers 30 days after the promotion ended or was deleted, and keeps members' verified numbers", async () => {
      const ended = await createPromotion(db, { startsAt: daysAgo(60), endsAt: daysAgo(31) });
      const endedLately = await createPromotion(db, { startsAt: daysAgo(60), endsAt: daysAgo(29) });
      const deleted = await createPromotion(db, { startsAt: daysAgo(60), endsAt: daysAgo(-30) });
      await db.updateTable('promotions').set({ deleted_at: daysAgo(31) }).where('id', '=', deleted.id).execute();
      const running = await createPromotion(db, { startsAt: daysAgo(60) });
      await db
        .insertInto('members')
        .values({ issuer: TEST_ISSUER, subject: 'member-with-number', email: 'number.owner@example.org', first_name: 'Nora', last_name: 'Owner', mobile_number: '+447700900302', mobile_verified_at: new Date() })
        .execute();

      const visitor = await voucher(ended, '+447700900301');
      const members = await voucher(ended, '+447700900302');
      const pending = await voucher(ended, '+447700900303', 'pending_verification');
      const keptLately = await voucher(endedLately, '+447700900301');
      const ofDeleted = await voucher(deleted, '+447700900301');
      const ofRunning = await voucher(running, '+447700900301');
      const promoter = await createPromoter(db, ended.id);
      const laterPromoter = await createPromoter(db, endedLately.id);
      await db
        .insertInto('promoter_sends')
        .values([
          { promoter_id: promoter.id, phone_number: '+447700900304', outcome: 'sent', promo_code_id: visitor, client_ip: '203.0.113.40' },
          { promoter_id: promoter.id, phone_number: null, outcome: 'invalid_number', promo_code_id: null, client_ip: '203.0.113.41' },
          { promoter_id: laterPromoter.id, phone_number: '+447700900305', outcome: 'sent', promo_code_id: null, client_ip: '203.0.113.42' },
        ])
        .execute();

      const report = await runJob('visitor-phone-numbers');
      expect(report.counts).toEqual({ promotions: 2, vouchers: 3, promoterSends: 2, signUpLinks: 0 });

      expect(await numberOf(visitor)).toBe(`${PURGED_NUMBER_PREFIX}${visitor}`);
      expect(await numberOf(pending)).toBe(`${PURGED_NUMBER_PREFIX}${pending}`);
      expect(await numberOf(ofDeleted)).toBe(`${PURGED_NUMBER_PREFIX}${ofDeleted}`);
      expect(await numberOf(members)).toBe('+447700900302');
      expect(await numberOf(keptLately)).toBe('+447700900301');
      expect(await numberOf(ofRunning)).toBe('+447700900301');
      const sends = await db.selectFrom('promoter_sends').select(['promoter_id', 'phone_number', 'client_ip', 'outcome', 'promo_code_id']).orderBy('id').execute();
      expect(sends).toEqual([
        { promoter_id: promoter.id, phone_number: null, client_ip: null, outcome: 'sent', promo_code_id: visitor },
        { promoter_id: promoter.id, phone_number: null, client_ip: null, outcome: 'invalid_number', promo_code_id: null },
        { promoter_id: laterPromoter.id, phone_number: '+447700900305', client_ip: '203.0.113.42', outcome: 'sent', promo_code_id: null },
      ]);
      const marked = await db.selectFrom('promotions').select(['id', 'phone_numbers_deleted_at']).where('phone_numbers_deleted_at', 'is not', null).orderBy('id').execute();
      expect(marked.map((row) => row.id)).toEqual([ended.id, deleted.id]);
      // Every voucher still counts in the promotion's figures.
      expect(await db.selectFrom('promo_codes').select('id').where('promotion_id', '=', ended.id).execute()).toHaveLength(3);
    });

    it('deletes the number of a mobile sign-up link 30 days after it expired unused, and keeps completed and recent ones', async () => {
      const source = await db.insertInto('registration_sources').values({ code: 'phone-fair', name: 'Phone fair' }).returning('id').executeTakeFirstOrThrow();
      const link = (code: string, mobileNumber: string, expiresDaysAgo: number, consumed: boolean) => ({
        code_hash: code,
        mobile_number: mobileNumber,
        registration_source_id: source.id,
        expires_at: daysAgo(expiresDaysAgo),
        consumed_at: consumed ? daysAgo(expiresDaysAgo + 1) : null,
      });
      const rows = await db
        .insertInto('mobile_signups')
        .values([link('unused-old', '+447700900401', 31, false), link('unused-lately', '+447700900402', 29, false), link('completed', '+447700900403', 60, true)])
        .returning(['id', 'code_hash'])
        .execute();

      expect((await runJob('visitor-phone-numbers')).counts).toMatchObject({ signUpLinks: 1 });
      const numbers = await db.selectFrom('mobile_signups').select(['code_hash', 'mobile_number']).orderBy('id').execute();
      expect(numbers).toEqual([
        { code_hash: 'unused-old', mobile_number: `${PURGED_NUMBER_PREFIX}${rows[0]!.id}` },
        { code_hash: 'unused-lately', mobile_number: '+447700900402' },
        // A completed sign-up marks its number registered (ADR 022).
        { code_hash: 'completed', mobile_number: '+447700900403' },
      ]);
    });
  });

  it('deletes contact-form messages handled more than 90 days ago, and keeps unhandled and recent ones', async () => {
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db
      .insertInto('contact_form_submissions')
      .values([
        { name: 'Old Handled', email: 'old.handled@example.org', message: 'Hi', handled_at: at(91), handled_by: 'operator@test.example' },
        { name: 'Recent Handled', email: 'recent.handled@example.org', message: 'Hi', handled_at: at(89), handled_by: 'operator@test.example' },
        { name: 'Never Handled', email: 'never.handled@example.org', message: 'Hi', handled_at: null, handled_by: null },
      ])
      .execute();
    await backdate('contact_form_submissions', 'created_at', '200 days', sql`true`);

    expect((await runJob('contact-messages')).counts).toEqual({ messages: 1 });
    expect(await db.selectFrom('contact_form_submissions').select('name').orderBy('name').execute()).toEqual([{ name: 'Never Handled' }, { name: 'Recent Handled' }]);
  });

  it('deletes rate-limit counters whose window has ended, which name client addresses', async () => {
    await db
      .insertInto('rate_limit_counters')
      .values([
        { key: 'send:ip:203.0.113.50', window_start: new Date(Date.now() - 7_200_000), count: 3, expires_at: new Date(Date.now() - 3_600_000) },
        { key: 'send:ip:203.0.113.51', window_start: new Date(), count: 1, expires_at: new Date(Date.now() + 3_600_000) },
      ])
      .execute();

    expect((await runJob('ended-rate-limit-windows')).counts).toEqual({ counters: 1 });
    expect(await db.selectFrom('rate_limit_counters').select('key').where('key', 'like', 'send:ip:%').execute()).toEqual([{ key: 'send:ip:203.0.113.51' }]);
  });

  it('deletes staff look-ups older than 90 days', async () => {
    const venue = await db.insertInto('venues').values({ name: 'Look-up bar', description: 'x', logo_url: '/media/x.svg', website: null }).returning('id').executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('staff_lookups')
      .values(['old', 'older', 'recent'].map((subject) => ({ staff_issuer: TEST_ISSUER, staff_subject: subject, venue_id: venue.id, member_id: null, outcome: 'unknown' as const })))
      .returning(['id', 'staff_subject'])
      .execute();
    const idOf = (subject: string) => rows.find((row) => row.staff_subject === subject)!.id;
    await backdate('staff_lookups', 'looked_up_at', '91 days', sql`id in (${idOf('old')}, ${idOf('older')})`);
    await backdate('staff_lookups', 'looked_up_at', '89 days', sql`id = ${idOf('recent')}`);

    expect((await runJob('staff-lookups')).counts).toEqual({ lookUps: 2 });
    expect(await db.selectFrom('staff_lookups').select('staff_subject').execute()).toEqual([{ staff_subject: 'recent' }]);
  });

  it('deletes stored idempotent answers older than 24 hours, so the key runs afresh, and keeps younger ones for replays', async () => {
    await db
      .insertInto('idempotent_requests')
      .values(['stale', 'fresh'].map((key) => ({ key: `test:${key}`, request_hash: 'h', status_code: 200, response: JSON.stringify({ sent: true }) })))
      .execute();
    await backdate('idempotent_requests', 'created_at', '25 hours', sql`key = 'test:stale'`);
    await backdate('idempotent_requests', 'created_at', '23 hours', sql`key = 'test:fresh'`);

    expect((await runJob('idempotent-answers')).counts).toEqual({ answers: 1 });
    expect(await db.selectFrom('idempotent_requests').select('key').execute()).toEqual([{ key: 'test:fresh' }]);
  });

  it("deletes the embedded provider's expired sign-in pages, sessions, grants and tokens, and keeps live ones", async () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 3_600_000);
    await db
      .insertInto('idp_models')
      .values([
        { kind: 'Interaction', id: 'expired-page', payload: '{}' as never, expires_at: past },
        { kind: 'Session', id: 'expired-session', payload: '{}' as never, expires_at: past },
        { kind: 'Grant', id: 'expired-grant', payload: '{}' as never, expires_at: past },
        { kind: 'Session', id: 'live-session', payload: '{}' as never, expires_at: future },
      ])
      .execute();

    expect((await runJob('expired-sign-in-rows')).counts).toEqual({ rows: 3 });
    expect(await db.selectFrom('idp_models').select('id').execute()).toEqual([{ id: 'live-session' }]);
  });

  it('deletes invitation and password links past their expiry, used or not, and keeps live ones', async () => {
    const { id: accountId } = await db
      .insertInto('idp_accounts')
      .values({ email: 'links@example.org', password_hash: 'x', given_name: 'Lin', family_name: 'Ks' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 1_800_000);
    await db
      .insertInto('account_action_tokens')
      .values([
        { token_hash: 'expired-reset', account_id: accountId, purpose: 'password-reset', expires_at: past, used_at: null },
        { token_hash: 'used-expired-invitation', account_id: accountId, purpose: 'staff-invitation', expires_at: past, used_at: past },
        { token_hash: 'live-reset', account_id: accountId, purpose: 'password-reset', expires_at: future, used_at: null },
      ])
      .execute();

    expect((await runJob('expired-account-links')).counts).toEqual({ links: 2 });
    expect(await db.selectFrom('account_action_tokens').select('token_hash').execute()).toEqual([{ token_hash: 'live-reset' }]);
    await db.deleteFrom('idp_accounts').where('id', '=', accountId).execute();
  });

  describe('accounts never verified', () => {
    const ULLA = { email: 'ulla.unverified@example.org', phone: '+447700900555', first: 'Ullabritt', last: 'Neververified' };
    const MEMBER_ONLY = JSON.stringify({ 'venue-pass-api': ['member'] });

    async function account(email: string, roles = MEMBER_ONLY, posSiteIds = '[]') {
      const row = await db
        .insertInto('idp_accounts')
        .values({ email, password_hash: 'x', given_name: 'Given', family_name: 'Family', roles, pos_site_ids: posSiteIds })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }
    async function member(values: { subject: string; email: string; first?: string; last?: string; phone?: string; verified?: boolean; ago: string }) {
      const row = await db
        .insertInto('members')
        .values({
          issuer: TEST_ISSUER,
          subject: values.subject,
          email: values.email,
          first_name: values.first ?? 'Member',
          last_name: values.last ?? 'Person',
          mobile_number: values.phone ?? null,
          is_verified: values.verified ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await backdate('members', 'created_at', values.ago, sql`id = ${row.id}`);
      return row.id;
    }
    const exists = async (table: 'members' | 'idp_accounts', id: string) => (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

    it('deletes a member who never verified within 30 days, with their account, sessions and everything that names them', async () => {
      const headers = await asAdmin(t);
      const accountId = await account(ULLA.email);
      const id = await member({ subject: accountId, email: ULLA.email, first: ULLA.first, last: ULLA.last, phone: ULLA.phone, ago: '31 days' });
      await db.insertInto('idp_models').values({ kind: 'Session', id: `s-${id}`, payload: JSON.stringify({ accountId }) as never, expires_at: new Date(Date.now() + 3_600_000) }).execute();
      await db.insertInto('member_codes').values({ member_id: id, purpose: 'account', code_hash: 'h', sent_to: ULLA.email, expires_at: new Date() }).execute();
      await db
        .insertInto('outbox_messages')
        .values({ channel: 'email', recipient: ULLA.email, subject: `Your code, ${ULLA.first}`, body_text: `Dear ${ULLA.first} ${ULLA.last}`, status: 'sent' })
        .execute();
      const source = await db.insertInto('registration_sources').values({ code: 'retention-fair', name: 'Retention fair' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('member_registration_sources').values({ member_id: id, registration_source_id: source.id }).execute();
      await db
        .insertInto('mobile_signups')
        .values({ code_hash: 'retention-link', mobile_number: ULLA.phone, registration_source_id: source.id, expires_at: new Date(), consumed_at: new Date(), member_id: id })
        .execute();
      await db
        .insertInto('idempotent_requests')
        .values({ key: `test:${id}`, request_hash: 'h', status_code: 200, response: JSON.stringify({ memberFirstName: ULLA.first }), member_id: id })
        .execute();
      // A console change about the member puts their data into the audit log.
      const { version } = await db.selectFrom('members').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/block`, headers, payload: { reason: `Asked by ${ULLA.first}`, version } })).statusCode).toBe(200);
      const person = [ULLA.email, ULLA.phone, ULLA.phone.slice(1), ULLA.first, ULLA.last];
      expect(await tablesMentioning(db, person)).not.toEqual([]);

      expect((await runJob('unverified-members')).counts).toEqual({ members: 1 });

      expect(await tablesMentioning(db, person)).toEqual([]);
      expect(await exists('members', id)).toBe(false);
      expect(await exists('idp_accounts', accountId)).toBe(false);
      expect(await db.selectFrom('idp_models').select('id').where('id', '=', `s-${id}`).execute()).toEqual([]);
      // The number is free for a new mobile sign-up; the audit keeps who did what, and when.
      expect(await db.selectFrom('mobile_signups').select('mobile_number').where('code_hash', '=', 'retention-link').executeTakeFirstOrThrow()).toEqual({
        mobile_number: expect.stringMatching(new RegExp(`^${PURGED_NUMBER_PREFIX}`)),
      });
      expect(await db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity_id', '=', id).execute()).toEqual([
        { action: 'block-card', before: { erased: true }, after: { erased: true } },
      ]);
    });

    it('keeps members who verified, signed up less than 30 days ago, hold a voucher or a redemption, or have staff rights', async () => {
      const recent = await member({ subject: await account('recent@example.org'), email: 'recent@example.org', ago: '29 days' });
      const verified = await member({ subject: await account('verified@example.org'), email: 'verified@example.org', verified: true, ago: '60 days' });
      const withVoucher = await member({ subject: await account('voucher@example.org'), email: 'voucher@example.org', ago: '60 days' });
      const withRedemption = await member({ subject: await account('redeemed@example.org'), email: 'redeemed@example.org', ago: '60 days' });
      const staffAccount = await account('staff.member@example.org', JSON.stringify({ 'venue-pass-api': ['staff', 'member'] }), '[1]');
      const staff = await member({ subject: staffAccount, email: 'staff.member@example.org', ago: '60 days' });
      const promotion = await createPromotion(db);
      await db
        .insertInto('promo_codes')
        .values({ id: randomPublicId(), code: randomVoucherCode(), pool_id: promotion.poolId, promotion_id: promotion.id, member_id: withVoucher, status: 'issued', issued_at: new Date() })
        .execute();
      const offer = await db
        .insertInto('offers')
        .values({ venue_id: promotion.venueId!, name: 'Kept offer', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('offer_redemptions').values({ offer_id: offer.id, member_id: withRedemption, venue_id: promotion.venueId!, period_key: 'once', staff_issuer: 'i', staff_subject: 's' }).execute();

      expect((await runJob('unverified-members')).counts).toEqual({ members: 0 });
      expect((await runJob('unused-sign-in-accounts')).counts).toEqual({ accounts: 0 });
      for (const id of [recent, verified, withVoucher, withRedemption, staff]) expect(await exists('members', id)).toBe(true);
      expect(await exists('idp_accounts', staffAccount)).toBe(true);
    });

    it('deletes a sign-in account that never became a member after 30 days, but never a staff or operator account', async () => {
      const abandoned = await account('abandoned@example.org');
      const young = await account('young@example.org');
      const staff = await account('staff.only@example.org', JSON.stringify({ 'venue-pass-api': ['staff'] }), '[1]');
      const operator = await account('operator.only@example.org', JSON.stringify({ 'venue-pass-api': ['admin'] }));
      const invitedToNoVenue = await account('venue.less@example.org', MEMBER_ONLY, '[2]');
      await backdate('idp_accounts', 'created_at', '31 days', sql`id in (${abandoned}, ${staff}, ${operator}, ${invitedToNoVenue})`);
      await backdate('idp_accounts', 'created_at', '29 days', sql`id = ${young}`);
      await db.insertInto('idp_models').values({ kind: 'Session', id: 's-abandoned', payload: JSON.stringify({ accountId: abandoned }) as never, expires_at: new Date(Date.now() + 3_600_000) }).execute();

      expect((await runJob('unused-sign-in-accounts')).counts).toEqual({ accounts: 1 });
      expect(await exists('idp_accounts', abandoned)).toBe(false);
      expect(await db.selectFrom('idp_models').select('id').where('id', '=', 's-abandoned').execute()).toEqual([]);
      for (const id of [young, staff, operator, invitedToNoVenue]) expect(await exists('idp_accounts', id)).toBe(true);
    });

    it("counts membership under the configured API_AUDIENCE's client, not the default one", async () => {
      const cityMember = await account('city.member@example.org', JSON.stringify({ 'city-pass-api': ['member'] }));
      const otherClient = await account('other.client@example.org');
      await backdate('idp_accounts', 'created_at', '31 days', sql`id in (${cityMember}, ${otherClient})`);

      expect(await deleteAccountsWithoutMember(db, { olderThanDays: 30, batchSize: 10, apiAudience: 'city-pass-api' })).toBe(1);
      expect(await exists('idp_accounts', cityMember)).toBe(false);
      expect(await exists('idp_accounts', otherClient)).toBe(true);
      await db.deleteFrom('idp_accounts').where('id', '=', otherClient).execute();
    });
  });

  describe('scheduling', () => {
    it('logs one line per job at info with its counts only, never what it purged', async () => {
      await db.insertInto('outbox_messages').values({ channel: 'sms', recipient: '+447700900777', body_text: 'Your voucher: https://example.org/q/abc', status: 'sent' }).execute();
      await backdate('outbox_messages', 'created_at', '8 days', sql`recipient = '+447700900777'`);

      await t.app.scheduledJobs.runDue();

      const jobLines = lines.filter((line) => 'job' in line);
      expect(jobLines.map((line) => [line['level'], line['job']])).toEqual(JOBS.map((job) => [30, job]));
      expect(jobLines[0]).toMatchObject({ msg: 'scheduled job outbox-bodies ran', counts: { messages: 1 }, outcome: 'done' });
      expect(JSON.stringify(lines)).not.toContain('7700900777');
      expect(JSON.stringify(lines)).not.toContain('/q/abc');
    });

    it('runs each job on exactly one of two instances sharing the database, and neither again until it is due', async () => {
      const other = await t.anotherInstance();
      const reports = await Promise.all([t.app.scheduledJobs.runDue(), other.scheduledJobs.runDue()]);
      expect(reports.flat().map((report) => report.name).sort()).toEqual([...JOBS].sort());
      const again = await Promise.all([t.app.scheduledJobs.runDue(), other.scheduledJobs.runDue()]);
      expect(again.flat()).toEqual([]);
      const rows = await db.selectFrom('scheduled_jobs').select(['name', 'last_outcome', 'lease_token']).orderBy('name').execute();
      expect(rows).toEqual([...JOBS].sort().map((name) => ({ name, last_outcome: 'done', lease_token: null })));
    });
  });
});
