import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminMessages } from '@venue-pass/contracts';
import { asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { PHONE_NUMBERS_DELETED } from './admin-promotions.service.ts';

describe('/api/admin/promotions', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let venueId: number;
  const promotion = () => ({
    name: 'Welcome drink',
    venueId,
    channel: 'sms',
    requireVerification: false,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    voucherValidDays: 14,
    cap: 2,
  });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8080', SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
    headers = await asAdmin(t);
    ({ id: venueId } = await t.database.db
      .insertInto('venues')
      .values({ name: 'Harbour Lights', description: 'Bar', logo_url: '/media/venues/harbour-lights.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  const create = (body: object = promotion()) => t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers, payload: body });

  it('refuses anyone but an operator, writing nothing', async () => {
    const { id } = (await create()).json();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/promotions' });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/promotions/${id}` });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/promotions', payload: promotion() });
    await expectOperatorsOnly(t, { method: 'PUT', url: `/api/admin/promotions/${id}`, payload: { ...promotion(), version: 1 } });
    await expectOperatorsOnly(t, { method: 'DELETE', url: `/api/admin/promotions/${id}?version=1` });
  });

  it('creates a promotion whose public link sends vouchers on its channel, and counts them', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Welcome drink', venueName: 'Harbour Lights', channel: 'sms', cap: 2, figures: { sent: 0, verified: 0, redeemed: 0 } });
    expect(created.publicUrl).toBe(`http://localhost:8080/voucher/${created.publicId}`);

    const send = await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { id: created.publicId, phoneNumber: '07700 900101' } });
    expect(send.statusCode).toBe(200);
    const [message] = await t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', '+447700900101').execute();
    expect(message!.channel).toBe('sms');
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${created.id}`, headers })).json();
    expect(after.figures).toEqual({ sent: 1, verified: 1, redeemed: 0 });
    expect(await auditRows(t)).toEqual([expect.objectContaining({ action: 'create', entity_type: 'promotion', entity_id: String(created.id) })]);
  });

  it('answers 400 with field errors for a bad promotion and an unknown venue, writing nothing', async () => {
    const before = await t.database.db.selectFrom('promotions').select('id').execute();
    const bad = await create({ ...promotion(), channel: 'fax', voucherValidDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['channel', 'voucherValidDays']));
    const noVenue = await create({ ...promotion(), venueId: venueId + 1000 });
    expect(noVenue.json().errors).toEqual({ venueId: [AdminMessages.unknownVenue] });
    expect(await t.database.db.selectFrom('promotions').select('id').execute()).toEqual(before);
    expect(await auditRows(t)).toEqual([]);
  });

  it('refuses a stale save with 409 and a cap below the vouchers issued with 400', async () => {
    const { id, publicId } = (await create({ ...promotion(), name: 'Capped' })).json();
    await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { id: publicId, phoneNumber: '07700 900102' } });
    const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers, payload: { ...promotion(), name: 'Capped', channel: 'whatsapp', version: 1 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ channel: 'whatsapp', version: 2 });
    const stale = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers, payload: { ...promotion(), version: 1 } });
    expect(stale.statusCode).toBe(409);
    const belowIssued = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers, payload: { ...promotion(), cap: 0, version: 2 } });
    expect(belowIssued.statusCode).toBe(400);
    expect(Object.keys(belowIssued.json().errors)).toEqual(['cap']);
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('deletes softly: the public link stops sending, the vouchers stay', async () => {
    const { id, publicId } = (await create({ ...promotion(), name: 'Short lived' })).json();
    await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { id: publicId, phoneNumber: '07700 900103' } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/promotions/${id}?version=1`, headers })).statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { id: publicId, phoneNumber: '07700 900104' } });
    expect(refused.statusCode).toBe(410);
    expect(await t.database.db.selectFrom('promo_codes').select('id').where('promotion_id', '=', id).execute()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${id}`, headers })).statusCode).toBe(404);
  });

  it('will not run again a promotion whose phone numbers retention deleted, but lets it be renamed; one ended lately may run again', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const longEnded = { ...promotion(), name: 'Long over', startsAt: daysAgo(90), endsAt: daysAgo(31) };
    const lately = { ...promotion(), name: 'Just over', startsAt: daysAgo(90), endsAt: daysAgo(29) };
    const { id, publicId } = (await create(longEnded)).json();
    const { id: latelyId } = (await create(lately)).json();
    await t.database.db.deleteFrom('scheduled_jobs').execute();
    await t.app.scheduledJobs.runDue();
    const { version } = (await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${id}`, headers })).json();

    const reopened = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers, payload: { ...longEnded, endsAt: promotion().endsAt, version } });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().errors).toEqual({ endsAt: [PHONE_NUMBERS_DELETED] });
    const refused = await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { id: publicId, phoneNumber: '07700 900105' } });
    expect(refused.statusCode).toBe(410);

    const renamed = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers, payload: { ...longEnded, name: 'Long over (2025)', version } });
    expect(renamed.statusCode).toBe(200);
    const latelyVersion = (await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${latelyId}`, headers })).json().version;
    const extended = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${latelyId}`, headers, payload: { ...lately, endsAt: promotion().endsAt, version: latelyVersion } });
    expect(extended.statusCode).toBe(200);
  });

  it('writes no promotion when its audit entry fails', async () => {
    const before = await t.database.db.selectFrom('promotions').select('id').execute();
    const restore = await breakAuditLog(t);
    try {
      expect((await create({ ...promotion(), name: 'Never' })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.selectFrom('promotions').select('id').execute()).toEqual(before);
  });
});
