import { OfferListSchema, StaffCardSchema } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../test/helpers/tokens.ts';
import { CITY_OPERATOR_EMAIL, DatabaseNotEmptyError, cityCounts, seedCity } from './city-seed.ts';

// A thousandth of the city, so the seed runs on both databases in every test run and cannot rot.
const SCALE = 0.001;
const NOW = new Date('2026-11-28T12:00:00Z');

let t: TestApp;
const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]!.n);

beforeAll(async () => {
  t = await buildTestApp();
  await seedCity(t.database.db, { scale: SCALE, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE, password: 'city-password', phoneRetentionDays: 30, now: NOW });
});
afterAll(() => t.close());

describe('seedCity', () => {
  it('fills the tables with the counts of its scale', async () => {
    const expected = cityCounts(SCALE);
    expect(expected).toMatchObject({ members: 200, venues: 1, offers: 10, redemptions: 2_000, vouchers: 500, promotions: 1 });
    expect(await count('members')).toBe(expected.members);
    expect(await count('venues')).toBe(expected.venues);
    expect(await count('offers')).toBe(expected.offers);
    expect(await count('offer_redemptions')).toBe(expected.redemptions);
    expect(await count('promo_codes')).toBe(expected.vouchers);
    expect(await count('promotions')).toBe(expected.promotions);
    // Members' and staff's accounts, and one operator.
    expect(await count('idp_accounts')).toBe(expected.members + expected.venues * expected.staffPerVenue + 1);
    expect(await t.database.db.selectFrom('idp_accounts').select('roles').where('email', '=', CITY_OPERATOR_EMAIL).executeTakeFirstOrThrow())
      .toEqual({ roles: { 'venue-pass-api': ['admin'] } });
  });

  it('spreads the redemptions over the year before now, most of them at lunch and in the evening', async () => {
    const { rows } = await sql<{ first: Date; last: Date; busy: string }>`
      select min(redeemed_at) as first, max(redeemed_at) as last,
             count(*) filter (where extract(hour from redeemed_at at time zone 'Europe/London') in (12, 13, 18, 19, 20)) as busy
      from offer_redemptions`.execute(t.database.db);
    const [{ first, last, busy }] = rows as [{ first: Date; last: Date; busy: string }];
    expect(new Date(last).getTime()).toBeLessThanOrEqual(NOW.getTime() + 86_400_000);
    expect(new Date(first).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 367 * 86_400_000);
    // 5 of the 15 opening hours take 16 of the 30 draws.
    expect(Number(busy)).toBeGreaterThan(cityCounts(SCALE).redemptions * 0.4);
  });

  it('leaves no phone number the retention would delete: those of promotions that ended over 30 days ago are gone', async () => {
    const { rows } = await sql<{ kept: string; purged: string }>`
      select count(*) filter (where c.phone_number like '+%') as kept, count(*) filter (where c.phone_number like 'purged:%') as purged
      from promo_codes c join promotions p on p.id = c.promotion_id
      where p.ends_at < ${NOW}::timestamptz - interval '30 days'`.execute(t.database.db);
    expect(Number(rows[0]!.kept)).toBe(0);
    expect(Number(rows[0]!.purged)).toBeGreaterThan(0);
  });

  it('refuses a database that already holds a scheme', async () => {
    await expect(seedCity(t.database.db, { scale: SCALE, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE, password: 'x', phoneRetentionDays: 30, now: NOW })).rejects.toThrow(DatabaseNotEmptyError);
    expect(await count('members')).toBe(cityCounts(SCALE).members);
  });

  it('gives data the app reads: a staff look-up, a member offers, the console finds a member', async () => {
    const member = await t.database.db
      .selectFrom('members')
      .innerJoin('offer_redemptions', 'offer_redemptions.member_id', 'members.id')
      .select(['members.id', 'members.subject', 'members.first_name', 'offer_redemptions.venue_id'])
      .orderBy('members.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const staff = await t.sign({ sub: 'city-staff', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [member.venue_id] });
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/staff/cards/${member.id}?venueId=${member.venue_id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(lookup.statusCode).toBe(200);
    const card = StaffCardSchema.parse(lookup.json());
    expect(card.firstName).toBe(member.first_name);
    expect(card.offers.length).toBeGreaterThan(0);

    const offers = await t.app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: `Bearer ${await t.sign({ sub: member.subject })}` } });
    expect(offers.statusCode).toBe(200);
    expect(OfferListSchema.parse(offers.json()).length).toBeGreaterThan(0);

    const search = await t.app.inject({ method: 'GET', url: `/api/admin/members?q=${encodeURIComponent(member.first_name)}`, headers: await asAdmin(t) });
    expect(search.statusCode).toBe(200);
    expect((search.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);

    const report = await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day?from=2025-11-28&to=2026-11-28', headers: await asAdmin(t) });
    expect(report.statusCode).toBe(200);
    const total = (report.json() as { rows: { redemptions: number }[] }).rows.reduce((sum, row) => sum + row.redemptions, 0);
    expect(total).toBe(cityCounts(SCALE).redemptions);
  });
});
