import { StaffMessages, StaffRedemptionSchema, StaffVenueListSchema } from '@venue-pass/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../test/helpers/tokens.ts';
import { createPromotion, dramaPhone } from '../vouchers/test-factories.ts';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Staff accounts are the embedded provider's; tokens come from the test issuer with the account's id as
// their subject, as the provider would issue them. Grants are kept for an hour, so only this process's own
// commits and the database's notifications can make a console change bite within these tests (ADR 052).
describe("staff rights read from the staff member's current grants", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let anchor: number;
  let bell: number;
  let offers: { anchor: number; bell: number };
  let cardId: string;
  let staffCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ EMBEDDED_IDP: 'true', STAFF_GRANT_CACHE_TTL_SECONDS: '3600', SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
    admin = await asAdmin(t);
    const venues = await t.database.db
      .insertInto('venues')
      .values(['The Anchor', 'Bell Inn'].map((name) => ({ name, description: 'Pub', logo_url: '/media/venues/a.svg', website: null })))
      .returning('id')
      .execute();
    [anchor, bell] = venues.map((venue) => venue.id) as [number, number];
    const offer = (venueId: number) => ({
      venue_id: venueId,
      name: 'Tap water',
      description: 'Any time',
      date_visible_from: '2026-01-01T00:00:00Z',
      date_visible_to: '9999-12-31T23:59:59Z',
      availability: JSON.stringify(Object.fromEntries(WEEK.map((day) => [day, { start: '00:00', stop: '23:59' }]))),
      redemption_rule: 'unlimited' as const,
    });
    const [atAnchor, atBell] = await t.database.db.insertInto('offers').values([offer(anchor), offer(bell)]).returning('id').execute();
    offers = { anchor: atAnchor!.id, bell: atBell!.id };
    const member = await t.sign({ sub: 'grants-member', given_name: 'Ada', family_name: 'Lovelace' });
    cardId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${member}` } })).json().userId;
  });
  afterAll(() => t.close());

  /** A staff member invited in the console for `venueIds`, and a token the provider would issue them now. */
  async function invitedStaff(venueIds: number[]) {
    staffCounter += 1;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin,
      payload: { email: `staff-${staffCounter}@example.org`, givenName: 'Bea', familyName: 'Barista', venueIds },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { id, version } = invited.json() as { id: string; version: number };
    const token = await t.sign({ sub: id, resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': venueIds });
    return { id, version, headers: { authorization: `Bearer ${token}` } };
  }

  const lookUp = (app: FastifyInstance, headers: Record<string, string>, venueId: number) =>
    app.inject({ method: 'GET', url: `/api/staff/cards/${cardId}?venueId=${venueId}`, headers });
  const redeem = (app: FastifyInstance, headers: Record<string, string>, venueId: number) =>
    app.inject({ method: 'POST', url: '/api/staff/redemptions', headers, payload: { cardId, offerId: venueId === anchor ? offers.anchor : offers.bell, venueId } });
  const log = (headers: Record<string, string>, venueId: number) => t.app.inject({ method: 'GET', url: `/api/staff/redemptions?venueId=${venueId}`, headers });
  const venueList = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/staff/venues', headers });
  const undo = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'DELETE', url: `/api/staff/redemptions/${id}`, headers });

  /** An issued voucher of a promotion at `venueId`. */
  async function voucherAt(venueId: number): Promise<string> {
    const promotion = await createPromotion(t.database.db, { requireVerification: false, withVenue: false });
    await t.database.db.updateTable('promotions').set({ venue_id: venueId }).where('id', '=', promotion.id).execute();
    const phone = dramaPhone();
    await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: { phoneNumber: phone.typed, id: promotion.publicId } });
    const { id } = await t.database.db.selectFrom('promo_codes').select('id').where('promotion_id', '=', promotion.id).executeTakeFirstOrThrow();
    return id;
  }
  const redeemVoucher = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'POST', url: '/api/promo-codes/redeem', headers, payload: { id } });

  const rows = async () => ({
    offers: (await t.database.db.selectFrom('offer_redemptions').select('id').execute()).length,
    lookups: (await t.database.db.selectFrom('staff_lookups').select('id').execute()).length,
    vouchers: (await t.database.db.selectFrom('promo_code_redemptions').select('id').execute()).length,
  });

  it('refuses a staff member removed in the console at their next look-up, redemption, undo, log, venue list and voucher, and records nothing', async () => {
    const staff = await invitedStaff([anchor]);
    const voucher = await voucherAt(anchor);
    expect((await lookUp(t.app, staff.headers, anchor)).statusCode).toBe(200);
    const redeemed = await redeem(t.app, staff.headers, anchor);
    expect(redeemed.statusCode).toBe(201);
    const { id: redemptionId } = StaffRedemptionSchema.parse(redeemed.json());

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${staff.id}?version=${staff.version}`, headers: admin });
    expect(removed.statusCode).toBe(204);

    const before = await rows();
    for (const refused of [
      await lookUp(t.app, staff.headers, anchor),
      await redeem(t.app, staff.headers, anchor),
      await undo(staff.headers, redemptionId),
      await log(staff.headers, anchor),
      await venueList(staff.headers),
      await redeemVoucher(staff.headers, voucher),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(StaffMessages.staffOnly);
    }
    expect(await rows()).toEqual(before);
    const kept = await t.database.db.selectFrom('offer_redemptions').select('undone_at').where('id', '=', redemptionId).executeTakeFirstOrThrow();
    expect(kept.undone_at).toBeNull();
  });

  it('refuses a staff member moved off a venue there at once, and lets them carry on at the other', async () => {
    const staff = await invitedStaff([anchor, bell]);
    const voucher = await voucherAt(anchor);
    expect((await lookUp(t.app, staff.headers, anchor)).statusCode).toBe(200);
    expect((await lookUp(t.app, staff.headers, bell)).statusCode).toBe(200);

    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${staff.id}/venues`, headers: admin, payload: { venueIds: [bell], version: staff.version } });
    expect(moved.statusCode, moved.body).toBe(200);

    const before = await rows();
    for (const refused of [
      await lookUp(t.app, staff.headers, anchor),
      await redeem(t.app, staff.headers, anchor),
      await log(staff.headers, anchor),
      await redeemVoucher(staff.headers, voucher),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(StaffMessages.otherVenue);
    }
    expect(await rows()).toEqual(before);
    expect((await lookUp(t.app, staff.headers, bell)).statusCode).toBe(200);
    expect((await redeem(t.app, staff.headers, bell)).statusCode).toBe(201);
    expect((await log(staff.headers, bell)).statusCode).toBe(200);
    expect(StaffVenueListSchema.parse((await venueList(staff.headers)).json()).map((venue) => venue.id)).toEqual([bell]);
  });

  it('lets a staff member act at a venue the console adds, before their token names it', async () => {
    const staff = await invitedStaff([bell]);
    expect((await lookUp(t.app, staff.headers, anchor)).statusCode).toBe(403);
    await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${staff.id}/venues`, headers: admin, payload: { venueIds: [anchor, bell], version: staff.version } });
    expect((await lookUp(t.app, staff.headers, anchor)).statusCode).toBe(200);
  });

  it('sees a removal and a move made on one instance on another within a second, through the database', async () => {
    const other = await t.anotherInstance();
    const removedStaff = await invitedStaff([anchor]);
    const movedStaff = await invitedStaff([anchor, bell]);
    // Both instances hold both grants before the change.
    for (const app of [t.app, other]) {
      expect((await lookUp(app, removedStaff.headers, anchor)).statusCode).toBe(200);
      expect((await lookUp(app, movedStaff.headers, anchor)).statusCode).toBe(200);
    }

    await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${removedStaff.id}?version=${removedStaff.version}`, headers: admin });
    await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${movedStaff.id}/venues`, headers: admin, payload: { venueIds: [bell], version: movedStaff.version } });
    await expect.poll(async () => (await lookUp(other, removedStaff.headers, anchor)).statusCode, { timeout: 1000, interval: 50 }).toBe(403);
    await expect.poll(async () => (await redeem(other, movedStaff.headers, anchor)).statusCode, { timeout: 1000, interval: 50 }).toBe(403);
    expect((await redeem(other, movedStaff.headers, bell)).statusCode).toBe(201);

    // A change made straight in SQL, as a psql session would, reaches both instances as well.
    const sqlStaff = await invitedStaff([anchor]);
    for (const app of [t.app, other]) expect((await lookUp(app, sqlStaff.headers, anchor)).statusCode).toBe(200);
    await sql`update idp_accounts set roles = '{}'::jsonb where id = ${sqlStaff.id}`.execute(t.database.db);
    for (const app of [t.app, other]) {
      await expect.poll(async () => (await lookUp(app, sqlStaff.headers, anchor)).statusCode, { timeout: 1000, interval: 50 }).toBe(403);
    }
  });
});
