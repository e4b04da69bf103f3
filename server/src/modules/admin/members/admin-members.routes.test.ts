import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminMessages, cardNumberFromUserId } from '@venue-pass/contracts';
import { asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { tablesMentioning } from '../../../../test/helpers/tables-mentioning.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../../test/helpers/tokens.ts';
import { createPromotion } from '../../vouchers/test-factories.ts';

const ALL_DAY = { start: '00:00', stop: '23:59' };
const ALWAYS = { monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY };
const PERSON = { email: 'Zebedee.Quixotic@example.net', phone: '+447700900555', first: 'Zebedee', last: 'Quixotic' };

describe('/api/admin/members', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  let counter = 0;
  async function member(values: { email?: string; first_name?: string; last_name?: string; subject?: string } = {}) {
    counter += 1;
    return t.database.db
      .insertInto('members')
      .values({ issuer: TEST_ISSUER, subject: values.subject ?? `subject-${counter}`, email: values.email ?? `m${counter}@example.org`, first_name: values.first_name ?? 'Ann', last_name: values.last_name ?? `Smith${counter}` })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  }

  it('refuses anyone but an operator, writing nothing', async () => {
    const { id } = await member();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/members?q=ann' });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/members/${id}` });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/members/${id}/block`, payload: { reason: 'Lost', version: 1 } });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/members/${id}/unblock`, payload: { version: 1 } });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/members/${id}/resend-verification` });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/members/${id}/export` });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/members/${id}/erase`, payload: { version: 1 } });
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/vip' });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/vip', payload: { emailOrCardNumber: 'm1@example.org' } });
    await expectOperatorsOnly(t, { method: 'DELETE', url: `/api/admin/vip/${id}?version=1` });
  });

  it('finds members by e-mail, name or card number', async () => {
    const ada = await member({ email: 'ada.lovelace@example.org', first_name: 'Ada', last_name: 'Lovelace' });
    await member({ email: 'alan@example.org', first_name: 'Alan', last_name: 'Turing' });
    const emails = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/members?q=${encodeURIComponent(q)}`, headers })).json().items.map((item: { email: string }) => item.email);
    expect(await emails('ADA.LOVE')).toEqual(['ada.lovelace@example.org']);
    expect(await emails('lovel')).toEqual(['ada.lovelace@example.org']);
    expect(await emails('ada lov')).toEqual(['ada.lovelace@example.org']);
    expect(await emails('Turing')).toEqual(['alan@example.org']);
    const card = cardNumberFromUserId(ada.id);
    expect(await emails(card)).toEqual(['ada.lovelace@example.org']);
    expect(await emails(card.toLowerCase().replaceAll(' ', ''))).toEqual(['ada.lovelace@example.org']);
    expect(await emails('100%')).toEqual([]);
  });

  it('blocks a card with a reason the member sees on /api/me, and refuses a stale unblock', async () => {
    const { id } = await member({ subject: 'blocked-member', email: 'blocked@example.org' });
    const blocked = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/block`, headers, payload: { reason: 'Reported lost', version: 1 } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ cardBlocked: true, card: { blockedReason: 'Reported lost' }, version: 2 });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${await t.sign({ sub: 'blocked-member', email: 'blocked@example.org' })}` } });
    expect(me.json().cardBlockedReason).toBe('Reported lost');

    expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/unblock`, headers, payload: { version: 1 } })).statusCode).toBe(409);
    const unblocked = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/unblock`, headers, payload: { version: 2 } });
    expect(unblocked.json()).toMatchObject({ cardBlocked: false, card: { blockedAt: null, blockedReason: null } });
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['block-card', 'unblock-card']);
  });

  it('answers 400 for a block without a reason and leaves the card as it was', async () => {
    const { id } = await member();
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/block`, headers, payload: { reason: ' ', version: 1 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['reason']);
    expect(await t.database.db.selectFrom('members').select('card_blocked_at').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ card_blocked_at: null });
  });

  it('does not block the card when the audit entry fails', async () => {
    const { id } = await member();
    const restore = await breakAuditLog(t);
    try {
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/block`, headers, payload: { reason: 'Lost', version: 1 } })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.selectFrom('members').select('card_blocked_at').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ card_blocked_at: null });
  });

  it('adds and removes VIPs by e-mail or card number', async () => {
    const { id } = await member({ email: 'vip.to.be@example.org' });
    const added = await t.app.inject({ method: 'POST', url: '/api/admin/vip', headers, payload: { emailOrCardNumber: 'VIP.TO.BE@example.org' } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ id, vip: true });
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/vip', headers })).json();
    expect(list.items).toEqual([expect.objectContaining({ memberId: id, cardNumber: cardNumberFromUserId(id) })]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/vip/${id}?version=${added.json().version}`, headers });
    expect(removed.json().vip).toBe(false);
    const byCard = await t.app.inject({ method: 'POST', url: '/api/admin/vip', headers, payload: { emailOrCardNumber: cardNumberFromUserId(id) } });
    expect(byCard.json().vip).toBe(true);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/vip', headers, payload: { emailOrCardNumber: 'nobody@example.org' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AdminMessages.memberNotFound);
  });

  it('resends the verification e-mail through the outbox', async () => {
    const { id } = await member({ email: 'unverified@example.org' });
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/resend-verification`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'unverified@example.org' });
    expect(await t.database.db.selectFrom('outbox_messages').select('channel').where('recipient', '=', 'unverified@example.org').execute()).toEqual([{ channel: 'email' }]);
  });

  describe('export and erase', () => {
    async function seedPerson() {
      const account = await t.database.db
        .insertInto('idp_accounts')
        .values({ email: PERSON.email, password_hash: 'x', given_name: PERSON.first, family_name: PERSON.last })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await t.database.db
        .insertInto('members')
        .values({ issuer: TEST_ISSUER, subject: account.id, email: PERSON.email, first_name: PERSON.first, last_name: PERSON.last, mobile_number: PERSON.phone, mobile_verified_at: new Date(), date_of_birth: '1990-04-01', mailing_consent_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = row.id;
      const db = t.database.db;
      await db.insertInto('idp_models').values({ kind: 'Session', id: `s-${id}`, payload: JSON.stringify({ accountId: account.id }) as never }).execute();
      await db.insertInto('member_photos').values({ member_id: id, jpeg: Buffer.from('jpeg'), width: 1, height: 1 }).execute();
      await db.insertInto('member_codes').values({ member_id: id, purpose: 'account', code_hash: 'h', sent_to: PERSON.email, expires_at: new Date() }).execute();
      await db.insertInto('outbox_messages').values({ channel: 'email', recipient: PERSON.email, subject: `Hello ${PERSON.first}`, body_text: `Dear ${PERSON.first} ${PERSON.last}` }).execute();
      await db.insertInto('outbox_messages').values({ channel: 'email', recipient: 'team@example.org', subject: `Contact form: ${PERSON.first} ${PERSON.last}`, body_text: `E-mail: ${PERSON.email}` }).execute();
      await db.insertInto('contact_form_submissions').values({ name: `${PERSON.first} ${PERSON.last}`, email: PERSON.email, message: 'Hi' }).execute();
      await db.insertInto('rate_limit_counters').values({ key: `send:email:${PERSON.email.toLowerCase()}`, window_start: new Date(), count: 1, expires_at: new Date(Date.now() + 60_000) }).execute();
      const promotion = await createPromotion(db, { requireVerification: false });
      const code = await db
        .insertInto('promo_codes')
        .values({ id: `code-${id}`.slice(0, 40), code: `ZQ${String((counter += 1)).padStart(4, '0')}`, pool_id: promotion.poolId, promotion_id: promotion.id, phone_number: PERSON.phone, status: 'issued', issued_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('promo_code_redemptions').values({ promo_code_id: code.id, venue_id: promotion.venueId, staff_issuer: 'i', staff_subject: 's' }).execute();
      const offer = await db
        .insertInto('offers')
        .values({ venue_id: promotion.venueId!, name: 'Erase offer', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('offer_redemptions').values({ offer_id: offer.id, member_id: id, venue_id: promotion.venueId!, period_key: 'once', staff_issuer: 'i', staff_subject: 's' }).execute();
      await db.insertInto('favourite_venues').values({ member_id: id, venue_id: promotion.venueId! }).execute();
      const source = await db.insertInto('registration_sources').values({ code: `erase-source-${counter++}`, name: `Erase fair ${counter}` }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('member_registration_sources').values({ member_id: id, registration_source_id: source.id }).execute();
      return { id, accountId: account.id };
    }

    /** Every row of every table as text, searched for the person. */
    const tablesMentioningPerson = () => tablesMentioning(t.database.db, [PERSON.email, PERSON.phone, PERSON.first, PERSON.last, PERSON.phone.slice(1)]);

    it('exports everything stored about the member as JSON', async () => {
      const { id } = await seedPerson();
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}/export`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('attachment');
      const data = response.json();
      expect(data.profile).toMatchObject({ email: PERSON.email, firstName: PERSON.first, mobileNumber: PERSON.phone, dateOfBirth: '1990-04-01' });
      expect(data.account).toMatchObject({ email: PERSON.email });
      expect(data.photo).toMatchObject({ width: 1 });
      expect(data.redemptions).toEqual([expect.objectContaining({ offer: 'Erase offer' })]);
      expect(data.vouchers).toEqual([expect.objectContaining({ phoneNumber: PERSON.phone, status: 'issued' })]);
      expect(data.messages).toHaveLength(1);
      expect(data.contactMessages).toEqual([expect.objectContaining({ email: PERSON.email })]);
      expect(data.favouriteVenues).toHaveLength(1);
      expect(data.registrationSource).toMatchObject({ name: expect.stringContaining('Erase fair') });
      expect(await auditRows(t)).toEqual([expect.objectContaining({ action: 'export', entity_id: id, before: null, after: null })]);
      await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 1 } });
    });

    it('erases the member in one transaction: no table holds their e-mail, phone or name; counts stay', async () => {
      const { id, accountId } = await seedPerson();
      // A console change about the member puts their data into the audit log, which erasure must redact.
      await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/block`, headers, payload: { reason: 'Lost', version: 1 } });
      await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/unblock`, headers, payload: { version: 2 } });
      // A redemption sent with an Idempotency-Key keeps its answer, with the member's first name, for a retry to replay.
      const { venue_id: venueId } = await t.database.db.selectFrom('favourite_venues').select('venue_id').where('member_id', '=', id).executeTakeFirstOrThrow();
      const anyTime = await t.database.db
        .insertInto('offers')
        .values({ venue_id: venueId, name: 'Any time', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: JSON.stringify(ALWAYS), redemption_rule: 'unlimited' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const staff = await t.sign({ sub: 'staff-erase', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [venueId] });
      const redeemed = await t.app.inject({
        method: 'POST',
        url: '/api/staff/redemptions',
        headers: { authorization: `Bearer ${staff}`, 'idempotency-key': `erase-${id}` },
        payload: { cardId: id, offerId: anyTime.id, venueId },
      });
      expect(redeemed.json()).toMatchObject({ memberFirstName: PERSON.first });
      expect(await tablesMentioningPerson()).not.toEqual([]);
      const counts = async () => ({
        members: (await t.database.db.selectFrom('members').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
        redemptions: (await t.database.db.selectFrom('offer_redemptions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
        vouchers: (await t.database.db.selectFrom('promo_codes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
        voucherRedemptions: (await t.database.db.selectFrom('promo_code_redemptions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
        signUps: (await t.database.db.selectFrom('member_registration_sources').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n,
      });
      const before = await counts();

      const stale = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 2 } });
      expect(stale.statusCode).toBe(409);
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 3 } });
      expect(response.statusCode).toBe(204);

      expect(await tablesMentioningPerson()).toEqual([]);
      expect(await counts()).toEqual(before);
      expect(await t.database.db.selectFrom('idp_accounts').select('id').where('id', '=', accountId).execute()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/members?q=${encodeURIComponent(PERSON.email)}`, headers })).json().items).toEqual([]);
      expect((await auditRows(t)).map((row) => row.action)).toEqual(['block-card', 'unblock-card', 'erase']);
    });

    it('shows an erased member as erased, refuses changes to them and erases them again', async () => {
      const { id } = await seedPerson();
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 1 } })).statusCode).toBe(204);

      const detail = await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}`, headers });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ id, email: `erased-${id}@erased.invalid`, firstName: 'Erased', lastName: 'member', mobileNumber: null, erasedAt: expect.any(String) });
      const exported = await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}/export`, headers });
      expect(exported.statusCode).toBe(200);
      expect(exported.json()).toMatchObject({ profile: { id, firstName: 'Erased', erasedAt: detail.json().erasedAt }, account: null, photo: null, favouriteVenues: [] });

      // Nothing may be written into the erased row: not a block reason, not an e-mail to the placeholder address.
      const { version } = detail.json();
      for (const request of [
        { method: 'POST', url: `/api/admin/members/${id}/block`, payload: { reason: `Lost by ${PERSON.first}`, version } },
        { method: 'POST', url: `/api/admin/members/${id}/unblock`, payload: { version } },
        { method: 'POST', url: `/api/admin/members/${id}/resend-verification` },
        { method: 'DELETE', url: `/api/admin/vip/${id}?version=${version}` },
      ] as const) {
        const refused = await t.app.inject({ ...request, headers });
        expect({ url: request.url, status: refused.statusCode, message: refused.json().message }).toEqual({ url: request.url, status: 409, message: AdminMessages.memberErased });
      }
      expect(await tablesMentioningPerson()).toEqual([]);

      // Erasing again erases again, whatever version the console last saw: there is nothing left to be stale about.
      for (const again of [version, 1]) {
        expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: again } })).statusCode).toBe(204);
      }
      expect((await auditRows(t)).map((row) => row.action)).toEqual(['erase', 'export', 'erase', 'erase']);
    });

    it('finds and erases again an erased row that personal data was written back to', async () => {
      const { id } = await seedPerson();
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 1 } })).statusCode).toBe(204);
      // What a live token could write back before ADR 050, with the database's guards switched off to do it.
      const db = t.database.db;
      const tables = ['members', 'member_photos', 'favourite_venues'] as const;
      for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
      try {
        await db.updateTable('members').set({ first_name: PERSON.first, last_name: PERSON.last, mobile_number: PERSON.phone, date_of_birth: '1990-04-01' }).where('id', '=', id).execute();
        await db.insertInto('member_photos').values({ member_id: id, jpeg: Buffer.from('jpeg'), width: 1, height: 1 }).execute();
      } finally {
        for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
      }

      const detail = await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}`, headers });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ firstName: PERSON.first, mobileNumber: PERSON.phone, erasedAt: expect.any(String), onboarding: { hasPhoto: true } });
      const exported = await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}/export`, headers });
      expect(exported.json()).toMatchObject({ profile: { firstName: PERSON.first, mobileNumber: PERSON.phone }, photo: { width: 1 } });

      const again = await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: detail.json().version } });
      expect(again.statusCode).toBe(204);
      expect(await tablesMentioningPerson()).toEqual([]);
      expect(await db.selectFrom('member_photos').select('member_id').where('member_id', '=', id).execute()).toEqual([]);
    });

    it('erases nothing when the audit entry fails', async () => {
      const { id } = await seedPerson();
      const restore = await breakAuditLog(t);
      try {
        expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 1 } })).statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await t.database.db.selectFrom('members').select(['email', 'erased_at']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ email: PERSON.email, erased_at: null });
      expect(await t.database.db.selectFrom('member_photos').select('member_id').where('member_id', '=', id).execute()).toHaveLength(1);
      await t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/erase`, headers, payload: { version: 1 } });
    });
  });
});
