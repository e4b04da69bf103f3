import { AdminVenuePageSchema, PartnerMessages, StaffVenueListSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, asManager } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE } from '../../../test/helpers/tokens.ts';

describe('/api/partner: the venue manager', () => {
  let t: TestApp;
  let anchor: number;
  let bell: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const venues = await t.database.db
      .insertInto('venues')
      .values(['The Anchor', 'Bell Inn'].map((name) => ({ name, description: 'Pub', logo_url: '/media/venues/a.svg', website: null })))
      .returning('id')
      .execute();
    [anchor, bell] = venues.map((venue) => venue.id) as [number, number];
  });
  afterAll(() => t.close());

  const venuesAs = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/partner/venues', headers });

  it('refuses anyone who is not a venue manager: 401 without a token, 403 for a member, staff and the operator', async () => {
    expect((await venuesAs({})).statusCode).toBe(401);
    const tokens = [
      await t.sign({ sub: 'member-p', resource_access: { [TEST_AUDIENCE]: { roles: ['member'] } } }),
      await t.sign({ sub: 'staff-p', resource_access: { [TEST_AUDIENCE]: { roles: ['staff'] } }, 'pos-site-id': [String(anchor)] }),
      await adminToken(t),
      // The manager role of another client is not the API's.
      await t.sign({ sub: 'other-p', resource_access: { 'another-client': { roles: ['manager'] } }, 'pos-site-id': [String(anchor)] }),
    ];
    for (const token of tokens) {
      const response = await venuesAs({ authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: PartnerMessages.managerOnly });
    }
  });

  it("shows a manager their own venues and no other's", async () => {
    const page = AdminVenuePageSchema.parse((await venuesAs(await asManager(t, [anchor]))).json());
    expect(page.items.map((venue) => venue.name)).toEqual(['The Anchor']);
    const both = AdminVenuePageSchema.parse((await venuesAs(await asManager(t, [anchor, bell], 'manager-2'))).json());
    expect(both.items.map((venue) => venue.name).sort()).toEqual(['Bell Inn', 'The Anchor']);
  });

  it('lets a manager do what staff do, at their venues only', async () => {
    const headers = await asManager(t, [bell]);
    const venues = StaffVenueListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers })).json());
    expect(venues.map((venue) => venue.name)).toEqual(['Bell Inn']);
    const log = (venueId: number) => t.app.inject({ method: 'GET', url: `/api/staff/redemptions?venueId=${venueId}`, headers });
    expect((await log(bell)).statusCode).toBe(200);
    expect((await log(anchor)).statusCode).toBe(403);
  });
});
