import { PartnerFiguresSchema, PartnerMessages } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asManager, databaseDigest } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../../test/helpers/tokens.ts';
import { createPromotion } from '../../vouchers/test-factories.ts';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('/api/partner/figures: "Our figures"', () => {
  let t: TestApp;
  let anchor: number;
  let bell: number;
  let headers: Record<string, string>;

  /** A redemption of `offerId` by `memberId` at a London wall-clock time, as staff record it. */
  const redeemAt = (offerId: number, venueId: number, memberId: string, london: string) =>
    sql`insert into offer_redemptions (offer_id, member_id, venue_id, period_key, staff_issuer, staff_subject, redeemed_at)
        values (${offerId}, ${memberId}, ${venueId}, gen_random_uuid()::text, 'test', 'staff', (${london}::timestamp at time zone 'Europe/London'))`.execute(t.database.db);

  beforeAll(async () => {
    t = await buildTestApp();
    [anchor, bell] = (
      await t.database.db
        .insertInto('venues')
        .values(['The Anchor', 'Bell Inn'].map((name) => ({ name, description: 'Pub', logo_url: '/x.svg', website: null })))
        .returning('id')
        .execute()
    ).map((row) => row.id) as [number, number];
    const offer = (venueId: number, name: string) => ({
      venue_id: venueId,
      name,
      description: 'Any time',
      date_visible_to: '9999-12-31T23:59:59Z',
      availability: JSON.stringify(Object.fromEntries(WEEK.map((day) => [day, { start: '00:00', stop: '23:59' }]))),
      redemption_rule: 'unlimited' as const,
    });
    const [chips, pint, bellOffer] = (
      await t.database.db.insertInto('offers').values([offer(anchor, 'Chips'), offer(anchor, 'Pint'), offer(bell, 'Bell pint')]).returning('id').execute()
    ).map((row) => row.id) as [number, number, number];
    const members: string[] = [];
    for (const name of ['ada', 'bob']) {
      const token = await t.sign({ sub: `figures-${name}`, given_name: name, family_name: 'Member' });
      members.push((await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json().userId);
    }
    const [ada, bob] = members as [string, string];
    // 1 June: Ada twice at 19:xx (chips, pint), Bob once at 12:xx; 2 June: Bob at 19:xx; Bell's redemption never counts.
    await redeemAt(chips, anchor, ada, '2026-06-01 19:10');
    await redeemAt(pint, anchor, ada, '2026-06-01 19:40');
    await redeemAt(chips, anchor, bob, '2026-06-01 12:05');
    await redeemAt(chips, anchor, bob, '2026-06-02 19:59');
    await redeemAt(bellOffer, bell, ada, '2026-06-01 19:00');
    // Undone: not counted.
    await redeemAt(pint, anchor, bob, '2026-06-02 20:00');
    await sql`update offer_redemptions set undone_at = now(), undone_by = 'staff' where redeemed_at = ('2026-06-02 20:00'::timestamp at time zone 'Europe/London')`.execute(t.database.db);
    // A voucher redeemed at the Anchor on 2 June at 20:30.
    const promotion = await createPromotion(t.database.db, { requireVerification: false, withVenue: false });
    await t.database.db.updateTable('promotions').set({ venue_id: anchor }).where('id', '=', promotion.id).execute();
    await sql`insert into promo_codes (id, code, pool_id, promotion_id, phone_number, status) values ('FIGURES-1', 'FIGURES-1', ${promotion.poolId}, ${promotion.id}, '+447700900001', 'issued')`.execute(t.database.db);
    await sql`insert into promo_code_redemptions (promo_code_id, venue_id, staff_issuer, staff_subject, redeemed_at)
              values ('FIGURES-1', ${anchor}, 'test', 'staff', ('2026-06-02 20:30'::timestamp at time zone 'Europe/London'))`.execute(t.database.db);
    headers = await asManager(t, [anchor]);
  });
  afterAll(() => t.close());

  it('counts redemptions per day and per offer, distinct members, vouchers and hours at the manager’s venues only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partner/figures?from=2026-06-01&to=2026-06-30', headers });
    expect(response.statusCode, response.body).toBe(200);
    const figures = PartnerFiguresSchema.parse(response.json());
    expect(figures.totals).toEqual({ redemptions: 4, members: 2, vouchersRedeemed: 1 });
    expect(figures.days).toEqual([
      { day: '2026-06-01', redemptions: 3, vouchersRedeemed: 0 },
      { day: '2026-06-02', redemptions: 1, vouchersRedeemed: 1 },
    ]);
    expect(figures.offers.map((offer) => [offer.offerTitle, offer.redemptions])).toEqual([
      ['Chips', 3],
      ['Pint', 1],
    ]);
    expect(figures.hours).toHaveLength(24);
    expect(figures.hours.filter((hour) => hour.redemptions > 0)).toEqual([
      { hour: 12, redemptions: 1 },
      { hour: 19, redemptions: 3 },
      { hour: 20, redemptions: 1 },
    ]);
  });

  it("streams the day's lines per offer as CSV, the manager's venues only", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partner/figures/redemptions-per-day.csv?from=2026-06-01&to=2026-06-30', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('day,venueId,venueName,offerId,offerTitle,redemptions');
    expect(lines.slice(1).map((line) => line.split(',').filter((_, index) => index !== 1 && index !== 3))).toEqual([
      ['2026-06-01', 'The Anchor', 'Chips', '2'],
      ['2026-06-01', 'The Anchor', 'Pint', '1'],
      ['2026-06-02', 'The Anchor', 'Chips', '1'],
    ]);
  });

  it('refuses anyone but a venue manager, and a bad range, writing nothing', async () => {
    const digest = await databaseDigest(t);
    const member = await t.sign({ sub: 'figures-x', resource_access: { [TEST_AUDIENCE]: { roles: ['member'] } } });
    const staff = await t.sign({ sub: 'figures-s', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [String(anchor)] });
    for (const url of ['/api/partner/figures?from=2026-06-01&to=2026-06-30', '/api/partner/figures/redemptions-per-day.csv?from=2026-06-01&to=2026-06-30']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const refused of [{ authorization: `Bearer ${member}` }, { authorization: `Bearer ${staff}` }, await asAdmin(t)]) {
        const response = await t.app.inject({ method: 'GET', url, headers: refused });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(PartnerMessages.managerOnly);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/figures?from=2026-06-30&to=2026-06-01', headers })).statusCode).toBe(400);
    // Another venue's manager sees only their own.
    const other = PartnerFiguresSchema.parse((await t.app.inject({ method: 'GET', url: '/api/partner/figures?from=2026-06-01&to=2026-06-30', headers: await asManager(t, [bell], 'manager-bell') })).json());
    expect(other.totals).toEqual({ redemptions: 1, members: 1, vouchersRedeemed: 0 });
    expect(await databaseDigest(t)).toBe(digest);
  });
});
