import { RedemptionRuleSchema, StaffCardSchema, StaffVenueListSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../test/helpers/tokens.ts';
import { createAccountsRepository } from '../oidc/accounts.repository.ts';
import { DEMO_MEMBER, seedDemoContent } from './demo-content.ts';
import { DEMO_MANAGER, DEMO_STAFF, DEMO_STAFF_OFFERS, DEMO_STAFF_VENUE } from './demo-staff.ts';

describe('demo staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const accounts = createAccountsRepository(t.database.db);
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
    // A second start finds everything in place and adds nothing.
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
  });
  afterAll(() => t.close());

  it('gives the staff venue one offer of every redemption rule, once, and a voucher promotion', async () => {
    const venue = await t.database.db.selectFrom('venues').select('id').where('name', '=', DEMO_STAFF_VENUE).executeTakeFirstOrThrow();
    const offers = await t.database.db.selectFrom('offers').select(['name', 'redemption_rule']).where('venue_id', '=', venue.id).execute();
    for (const rule of RedemptionRuleSchema.options) expect(offers.some((offer) => offer.redemption_rule === rule)).toBe(true);
    expect(offers.filter((offer) => offer.name === DEMO_STAFF_OFFERS[0]!.name)).toHaveLength(1);
    expect(await t.database.db.selectFrom('promotions').select('id').where('venue_id', '=', venue.id).execute()).not.toHaveLength(0);
  });

  it('creates the staff account with the staff role at that venue, whose token looks up the demo member and redeems', async () => {
    const accounts = createAccountsRepository(t.database.db);
    const staff = (await accounts.findByEmail(DEMO_STAFF.email))!;
    const venue = await t.database.db.selectFrom('venues').select('id').where('name', '=', DEMO_STAFF_VENUE).executeTakeFirstOrThrow();
    expect(staff).toMatchObject({ roles: { 'venue-pass-api': ['staff'] }, pos_site_ids: [venue.id] });
    expect(await accounts.verifyPassword(DEMO_STAFF.email, DEMO_STAFF.password)).toBeDefined();

    // The claims the embedded provider puts in the staff account's access token (oidc/configuration.ts).
    const token = await t.sign({
      sub: staff.id,
      resource_access: Object.fromEntries(Object.entries(staff.roles).map(([client, roles]) => [client, { roles }])),
      'pos-site-id': staff.pos_site_ids.map(String),
    });
    const headers = { authorization: `Bearer ${token}` };
    const venues = StaffVenueListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers })).json());
    expect(venues.map((each) => each.name)).toEqual([DEMO_STAFF_VENUE]);

    const member = (await accounts.findByEmail(DEMO_MEMBER.email))!;
    const { id: memberId } = await t.database.db.selectFrom('members').select('id').where('subject', '=', member.id).executeTakeFirstOrThrow();
    const card = StaffCardSchema.parse((await t.app.inject({ method: 'GET', url: `/api/staff/cards/${memberId}?venueId=${venue.id}`, headers })).json());
    expect(card).toMatchObject({ firstName: DEMO_MEMBER.givenName, lastInitial: DEMO_MEMBER.familyName[0] });
    for (const demo of DEMO_STAFF_OFFERS) expect(card.offers.find((offer) => offer.name === demo.name)).toMatchObject({ status: 'available' });
    const offerId = card.offers.find((offer) => offer.name === DEMO_STAFF_OFFERS[0]!.name)!.id;
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/staff/redemptions', headers, payload: { cardId: memberId, offerId, venueId: venue.id } });
    expect(redeemed.statusCode).toBe(201);
  });

  it('creates the venue manager account with the manager role at the same venue, once', async () => {
    const accounts = createAccountsRepository(t.database.db);
    const manager = (await accounts.findByEmail(DEMO_MANAGER.email))!;
    const venue = await t.database.db.selectFrom('venues').select('id').where('name', '=', DEMO_STAFF_VENUE).executeTakeFirstOrThrow();
    expect(manager).toMatchObject({ roles: { [TEST_AUDIENCE]: ['manager'] }, pos_site_ids: [venue.id] });
    expect(await accounts.verifyPassword(DEMO_MANAGER.email, DEMO_MANAGER.password)).toBeDefined();
  });
});
