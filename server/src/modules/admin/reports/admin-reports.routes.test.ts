import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';
import { TEST_ISSUER } from '../../../../test/helpers/tokens.ts';
import * as offerRedemptionDays from '../../../db/migrations/2026_12_03_110000_offer_redemption_days.ts';

/** Splits RFC 4180 text without quoted line breaks (the test data has none). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

describe('/api/admin/reports and /api/admin/audit', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let venueId: number;
  let offerId: number;
  const DAYS = 366;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
    const db = t.database.db;
    ({ id: venueId } = await db.insertInto('venues').values({ name: 'Report venue', description: 'x', logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow());
    ({ id: offerId } = await db
      .insertInto('offers')
      .values({ venue_id: venueId, name: 'Report, "offer"', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}', redemption_rule: 'unlimited' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const { id: memberId } = await db.insertInto('members').values({ issuer: TEST_ISSUER, subject: 'report-member', email: 'r@example.org', first_name: 'R', last_name: 'M' }).returning('id').executeTakeFirstOrThrow();
    // Three redemptions a day for a year (and one undone, which does not count).
    const rows = [];
    for (let day = 0; day < DAYS; day += 1) {
      for (let n = 0; n < 3; n += 1) {
        rows.push({ offer_id: offerId, member_id: memberId, venue_id: venueId, period_key: `${day}-${n}`, staff_issuer: 'i', staff_subject: 's', redeemed_at: new Date(Date.UTC(2025, 0, 1 + day, 12)) as never });
      }
    }
    await db.insertInto('offer_redemptions').values(rows).execute();
    await db.insertInto('offer_redemptions').values({ offer_id: offerId, member_id: memberId, venue_id: venueId, period_key: 'undone', staff_issuer: 'i', staff_subject: 's', redeemed_at: new Date(Date.UTC(2025, 0, 1, 13)) as never, undone_at: new Date() }).execute();
  });
  afterAll(() => t.close());

  it('refuses anyone but an operator, writing nothing', async () => {
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/reports/signups-per-day?from=2025-01-01&to=2025-01-31' });
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/reports/redemptions-per-day.csv?from=2025-01-01&to=2025-12-31' });
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/audit' });
  });

  it('answers 400 for a range that ends before it starts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/reports/signups-per-day?from=2025-02-01&to=2025-01-01', headers });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['to']);
  });

  it("answers redemptions per day as each day's total and each offer's total over the range, leaving out undone ones", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day?from=2025-01-01&to=2025-01-02', headers });
    expect(response.json()).toEqual({
      from: '2025-01-01',
      to: '2025-01-02',
      rows: [
        { day: '2025-01-01', redemptions: 3 },
        { day: '2025-01-02', redemptions: 3 },
      ],
      offers: [{ venueId, venueName: 'Report venue', offerId, offerTitle: 'Report, "offer"', redemptions: 6 }],
    });
  });

  it('answers a year of redemptions per day in a row a day, its offers summed over the year', async () => {
    const { rows, offers } = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day?from=2025-01-01&to=2025-12-31', headers })).json();
    expect(rows).toHaveLength(365);
    expect(offers).toEqual([expect.objectContaining({ offerId, redemptions: 365 * 3 })]);
  });

  // ADR 082: the counts are kept by the database in the statement that redeems, undoes or deletes.
  it('keeps the day counts as redemptions are made, undone and deleted, and the migration counts what was there before it', async () => {
    const db = t.database.db;
    const day = '2024-02-10';
    const range = `from=${day}&to=${day}`;
    const json = async () => (await t.app.inject({ method: 'GET', url: `/api/admin/reports/redemptions-per-day?${range}`, headers })).json();
    const csvLines = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/reports/redemptions-per-day.csv?${range}`, headers })).body.split('\r\n').filter(Boolean).slice(1);
    const { id: memberId } = await db.insertInto('members').values({ issuer: TEST_ISSUER, subject: 'count-member', email: 'c@example.org', first_name: 'C', last_name: 'M' }).returning('id').executeTakeFirstOrThrow();
    const redemption = (n: number) => ({ offer_id: offerId, member_id: memberId, venue_id: venueId, period_key: `count-${n}`, staff_issuer: 'i', staff_subject: 's', redeemed_at: new Date(`${day}T12:0${n}:00Z`) as never });
    const [first, second] = await db.insertInto('offer_redemptions').values([redemption(1), redemption(2)]).returning('id').execute();
    await db.insertInto('offer_redemptions').values(redemption(3)).execute();
    expect((await json()).rows).toEqual([{ day, redemptions: 3 }]);

    await db.updateTable('offer_redemptions').set({ undone_at: new Date(), undone_by: 'i s' }).where('id', '=', first!.id).execute();
    expect((await json()).rows).toEqual([{ day, redemptions: 2 }]);
    expect(await csvLines()).toEqual([`${day},${venueId},Report venue,${offerId},"Report, ""offer""",2`]);

    await db.deleteFrom('offer_redemptions').where('id', '=', second!.id).execute();
    expect((await json()).offers).toEqual([expect.objectContaining({ offerId, redemptions: 1 })]);

    // Undoing the last leaves a count of 0, which is no row and no line.
    await db.updateTable('offer_redemptions').set({ undone_at: new Date(), undone_by: 'i s' }).where('period_key', '=', 'count-3').execute();
    expect(await json()).toEqual({ from: day, to: day, rows: [], offers: [] });
    expect(await csvLines()).toEqual([]);

    // The migration fills the table from the redemptions already there, undone ones left out.
    const csvOfAll = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day.csv?from=2024-01-01&to=2025-12-31', headers })).body;
    const before = await csvOfAll();
    await offerRedemptionDays.down(db);
    await offerRedemptionDays.up(db);
    expect(await csvOfAll()).toBe(before);
  });

  it("counts each promotion's vouchers sent, verified and redeemed within the range, and only promotions running in it", async () => {
    const db = t.database.db;
    const promotion = (name: string, starts: string, ends: string) =>
      db.insertInto('promotions').values({ public_id: `report-${name}`, name, venue_id: venueId, starts_at: starts, ends_at: ends }).returning('id').executeTakeFirstOrThrow();
    const spring = await promotion('Spring', '2025-04-01T00:00:00Z', '2025-05-01T00:00:00Z');
    const quiet = await promotion('Quiet', '2025-04-01T00:00:00Z', '2025-05-01T00:00:00Z');
    await promotion('Autumn', '2025-09-01T00:00:00Z', '2025-10-01T00:00:00Z');
    const { id: poolId } = await db.insertInto('promo_code_pools').values({ public_id: 'report-pool', promotion_id: spring.id, capacity: null }).returning('id').executeTakeFirstOrThrow();
    const voucher = (n: number, created: string, issued: string | null) => ({
      id: `report-voucher-${n}`, code: `RV${n}`, pool_id: poolId, promotion_id: spring.id, phone_number: `+44770090000${n}`,
      status: issued ? 'issued' as const : 'pending_verification' as const, issued_at: issued ? new Date(issued) : null, created_at: created as never,
    });
    await db.insertInto('promo_codes').values([
      voucher(1, '2025-04-02T10:00:00Z', '2025-04-02T10:05:00Z'),
      voucher(2, '2025-04-03T10:00:00Z', '2025-04-03T10:05:00Z'),
      voucher(3, '2025-04-04T10:00:00Z', null),
      // Sent before the range, verified in it.
      voucher(4, '2025-03-31T10:00:00Z', '2025-04-01T09:00:00Z'),
    ]).execute();
    const redemption = (n: number, undone: Date | null) =>
      ({ promo_code_id: `report-voucher-${n}`, venue_id: venueId, staff_issuer: 'i', staff_subject: 's', redeemed_at: '2025-04-10T12:00:00Z' as never, undone_at: undone });
    await db.insertInto('promo_code_redemptions').values([redemption(1, null), redemption(2, new Date())]).execute();

    const { rows } = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/vouchers-per-promotion?from=2025-04-01&to=2025-04-30', headers })).json();
    expect(rows).toEqual([
      { promotionId: spring.id, promotionName: 'Spring', sent: 3, verified: 3, redeemed: 1 },
      { promotionId: quiet.id, promotionName: 'Quiet', sent: 0, verified: 0, redeemed: 0 },
    ]);
  });

  it('lists every day of the range for sign-ups, zero days included', async () => {
    const { rows } = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/signups-per-day?from=2025-03-01&to=2025-03-03', headers })).json();
    expect(rows).toEqual([
      { day: '2025-03-01', signUps: 0 },
      { day: '2025-03-02', signUps: 0 },
      { day: '2025-03-03', signUps: 0 },
    ]);
  });

  it('streams a year of redemptions as CSV that parses back to the same totals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day.csv?from=2025-01-01&to=2025-12-31', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="redemptions-per-day-2025-01-01-2025-12-31.csv"');
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('day,venueId,venueName,offerId,offerTitle,redemptions');
    expect(lines[1]).toBe(`2025-01-01,${venueId},Report venue,${offerId},"Report, ""offer""",3`);
    expect(lines).toHaveLength(1 + 365);
    const total = parseCsv(lines.slice(1).join('\r\n')).reduce((sum, cells) => sum + Number(cells.at(-1)), 0);
    expect(total).toBe(365 * 3);
  });

  it('browses the audit log newest first, filtered by record', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/venues', headers, payload: {
      name: 'Audited', description: 'x', website: null, address: 'a', timeZone: 'Europe/London', active: true,
      openingHours: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [[`${d}StartTime`, null], [`${d}StopTime`, null]])),
    } })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/admin/venues/${created.id}?version=1`, headers });
    const page = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityType=venue&entityId=${created.id}&limit=1`, headers })).json();
    expect(page.items).toEqual([expect.objectContaining({ action: 'delete', actor: 'operator@test.example', entityId: String(created.id), after: null })]);
    const next = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityType=venue&entityId=${created.id}&limit=1&cursor=${page.nextCursor}`, headers })).json();
    expect(next.items).toEqual([expect.objectContaining({ action: 'create', before: null })]);
    expect(next.nextCursor).toBeNull();
  });

  // Issue 22, "One date and time style": a report's days are the scheme's (London) days, as everywhere else.
  it("defuses and quotes a venue's and an offer's names in the redemptions CSV, as in every other report", async () => {
    const db = t.database.db;
    const { id: venue } = await db.insertInto('venues').values({ name: '=HYPERLINK("x")', description: 'x', logo_url: '/x.svg', website: null }).returning('id').executeTakeFirstOrThrow();
    const { id: offer } = await db
      .insertInto('offers')
      .values({ venue_id: venue, name: '@SUM(1)', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}', redemption_rule: 'unlimited' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: memberId } = await db.insertInto('members').values({ issuer: TEST_ISSUER, subject: 'formula-member', email: 'f@example.org', first_name: 'F', last_name: 'M' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('offer_redemptions').values({ offer_id: offer, member_id: memberId, venue_id: venue, period_key: 'formula', staff_issuer: 'i', staff_subject: 's', redeemed_at: new Date('2023-05-04T12:00:00Z') as never }).execute();
    const csv = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day.csv?from=2023-05-04&to=2023-05-04', headers })).body;
    expect(csv).toBe(`day,venueId,venueName,offerId,offerTitle,redemptions\r\n2023-05-04,${venue},"'=HYPERLINK(""x"")",${offer},'@SUM(1),1\r\n`);
  });

  it("counts each day as London's: 23:30 UTC on 30 June is 1 July", async () => {
    const db = t.database.db;
    const lateAt = new Date('2025-06-30T23:30:00Z');
    const { id: late } = await db
      .insertInto('offers')
      .values({ venue_id: venueId, name: 'Late', description: 'x', date_visible_to: '9999-01-01T00:00:00Z', availability: '{}', redemption_rule: 'unlimited' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: memberId } = await db
      .insertInto('members')
      .values({ issuer: TEST_ISSUER, subject: 'late-member', email: 'late@example.org', first_name: 'L', last_name: 'M' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The table types keep created_at to the database's clock; this member joined on a night long past.
    await sql`update members set created_at = ${lateAt} where id = ${memberId}`.execute(db);
    await db.insertInto('offer_redemptions').values({ offer_id: late, member_id: memberId, venue_id: venueId, period_key: 'late', staff_issuer: 'i', staff_subject: 's', redeemed_at: lateAt as never }).execute();

    const report = async (name: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/reports/${name}?from=2025-06-30&to=2025-07-01`, headers })).json().rows;
    const csv = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/redemptions-per-day.csv?from=2025-06-30&to=2025-07-01', headers })).body;
    expect(csv.split('\r\n').filter((line) => line.includes(',Late,'))).toEqual([`2025-07-01,${venueId},Report venue,${late},Late,1`]);
    expect(await report('redemptions-per-day')).toEqual([
      { day: '2025-06-30', redemptions: 3 },
      { day: '2025-07-01', redemptions: 4 },
    ]);
    expect(await report('signups-per-day')).toEqual([
      { day: '2025-06-30', signUps: 0 },
      { day: '2025-07-01', signUps: 1 },
    ]);
    expect(await report('signups-per-source')).toEqual([expect.objectContaining({ signUps: 1 })]);
  });
});
