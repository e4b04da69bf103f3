import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminMessages } from '@venue-pass/contracts';
import { NINE_TO_FIVE, asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';

describe('/api/admin/offers', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let venueId: number;
  const offer = () => ({
    venueId,
    title: 'Free pastry',
    description: 'With any coffee.',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2099-12-31T00:00:00Z',
    availability: NINE_TO_FIVE,
    requirement: 'Photo',
    vip: false,
    redemptionRule: 'daily',
    active: true,
  });

  // Wednesday 10 June 2026, 12:00 in London (11:00 UTC): inside NINE_TO_FIVE on the venue's clock.
  let clock = new Date('2026-06-10T11:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => clock });
    headers = await asAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date('2026-06-10T11:00:00Z');
    await t.database.db.deleteFrom('audit_log').execute();
    await t.database.db.deleteFrom('offers').execute();
    await t.database.db.deleteFrom('venues').execute();
    ({ id: venueId } = await t.database.db
      .insertInto('venues')
      .values({ name: 'Copper Kettle', description: 'Café', logo_url: '/media/venues/copper-kettle.svg', website: null })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  const create = (body: object = offer()) => t.app.inject({ method: 'POST', url: '/api/admin/offers', headers, payload: body });

  it('refuses anyone but an operator, writing nothing', async () => {
    const { id } = (await create()).json();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/offers' });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/offers/${id}` });
    await expectOperatorsOnly(t, { method: 'GET', url: `/api/admin/offers/${id}/preview` });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/offers', payload: { ...offer(), title: 'Other' } });
    await expectOperatorsOnly(t, { method: 'PUT', url: `/api/admin/offers/${id}`, payload: { ...offer(), version: 1 } });
    await expectOperatorsOnly(t, { method: 'DELETE', url: `/api/admin/offers/${id}?version=1` });
  });

  it('creates an offer that needs a photo: members without one see it locked, with one unlocked', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Free pastry', venueName: 'Copper Kettle', requirement: 'Photo', redemptionRule: 'daily', version: 1 });
    const member = { authorization: `Bearer ${await t.sign({ sub: 'member-1' })}` };
    const [seen] = (await t.app.inject({ method: 'GET', url: '/api/offers', headers: member })).json();
    expect(seen).toMatchObject({ name: 'Free pastry', locked: true, requirement: 'Photo' });
    expect(await auditRows(t)).toEqual([expect.objectContaining({ action: 'create', entity_type: 'offer', before: null })]);
  });

  it('previews the offer as members see it, through the members\' own mapper', async () => {
    const { id } = (await create()).json();
    const preview = (await t.app.inject({ method: 'GET', url: `/api/admin/offers/${id}/preview`, headers })).json();
    expect(preview.unlocked).toMatchObject({ id, name: 'Free pastry', description: 'With any coffee.', locked: false });
    expect(preview.unlocked.dealAvailability.mondayStartTime).toBe('09:00');
    expect(preview.locked).toEqual({ id, name: 'Free pastry', venue: expect.objectContaining({ name: 'Copper Kettle' }), requirement: 'Photo', locked: true });
  });

  it('shows what staff see at the counter now: available inside its days and hours, locked outside them or its dates', async () => {
    const { id } = (await create()).json();
    const staffSee = async () => (await t.app.inject({ method: 'GET', url: `/api/admin/offers/${id}/preview`, headers })).json().atTheCounter;
    expect(await staffSee()).toBeNull();
    clock = new Date('2026-06-10T17:30:00Z');
    expect(await staffSee()).toBe('OutsideHours');
    clock = new Date('2025-06-11T11:00:00Z');
    expect(await staffSee()).toBe('NotStarted');
    clock = new Date('2100-01-06T11:00:00Z');
    expect(await staffSee()).toBe('Ended');
  });

  it('refuses with 400 an offer with no hours on any day, which no member could ever use, saying so', async () => {
    const never = Object.fromEntries(Object.keys(NINE_TO_FIVE).map((key) => [key, null]));
    const onlyStarts = { ...never, mondayStartTime: '09:00' };
    for (const availability of [never, onlyStarts]) {
      const refused = await create({ ...offer(), availability });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ availability: [AdminMessages.neverAvailable] });
    }
    const { id } = (await create()).json();
    const update = await t.app.inject({ method: 'PUT', url: `/api/admin/offers/${id}`, headers, payload: { ...offer(), availability: never, version: 1 } });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ availability: [AdminMessages.neverAvailable] });
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['create']);
  });

  it('answers 400 with field errors for a bad offer, and for a venue that does not exist', async () => {
    const bad = await create({ ...offer(), title: '', endsAt: '2025-01-01T00:00:00Z', redemptionRule: 'twice' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['title', 'redemptionRule']));
    const noVenue = await create({ ...offer(), venueId: venueId + 1000 });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().errors).toEqual({ venueId: [AdminMessages.unknownVenue] });
    expect(await t.database.db.selectFrom('offers').selectAll().execute()).toEqual([]);
    expect(await auditRows(t)).toEqual([]);
  });

  it('refuses a second offer of the same title at the venue, and a stale save, with 409', async () => {
    const { id } = (await create()).json();
    const duplicate = await create({ ...offer(), title: 'FREE PASTRY' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ title: [AdminMessages.offerTitleTaken] });
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/offers/${id}`, headers, payload: { ...offer(), vip: true, version: 1 } })).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'PUT', url: `/api/admin/offers/${id}`, headers, payload: { ...offer(), title: 'Lost', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(AdminMessages.staleVersion);
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('deactivating or deleting hides the offer at once; deleting is soft', async () => {
    const { id } = (await create({ ...offer(), requirement: 'None' })).json();
    const member = { authorization: `Bearer ${await t.sign({ sub: 'member-1' })}` };
    const count = async () => (await t.app.inject({ method: 'GET', url: '/api/offers', headers: member })).json().length;
    expect(await count()).toBe(1);
    await t.app.inject({ method: 'PUT', url: `/api/admin/offers/${id}`, headers, payload: { ...offer(), requirement: 'None', active: false, version: 1 } });
    expect(await count()).toBe(0);
    await t.app.inject({ method: 'PUT', url: `/api/admin/offers/${id}`, headers, payload: { ...offer(), requirement: 'None', active: true, version: 2 } });
    expect(await count()).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/offers/${id}?version=3`, headers })).statusCode).toBe(204);
    expect(await count()).toBe(0);
    expect(await t.database.db.selectFrom('offers').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ deleted_at: expect.any(Date) });
  });

  it('writes neither the offer nor its audit entry when the audit entry fails', async () => {
    const restore = await breakAuditLog(t);
    try {
      expect((await create()).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.selectFrom('offers').selectAll().execute()).toEqual([]);
  });

  it('lists by venue, searched by title, sorted by end date', async () => {
    await create({ ...offer(), title: 'B late', endsAt: '2099-01-01T00:00:00Z' });
    await create({ ...offer(), title: 'A early', endsAt: '2098-01-01T00:00:00Z' });
    await create({ ...offer(), title: 'C other', endsAt: '2097-01-01T00:00:00Z' });
    const page = (await t.app.inject({ method: 'GET', url: `/api/admin/offers?venueId=${venueId}&q=a&sort=endsAt&order=desc`, headers })).json();
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['B late', 'A early']);
    expect(page.nextCursor).toBeNull();
  });
});
