import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminVenueUpdateSchema, OfferListSchema, OfferRequirementSchema, SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { createAccountsRepository } from '../../oidc/accounts.repository.ts';
import { DEMO_MEMBER, DEMO_VIP_MEMBER, seedDemoContent } from '../../seed/demo-content.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../test/helpers/tokens.ts';

describe('demo offers', () => {
  let t: TestApp;
  const accountIds: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const accounts = createAccountsRepository(t.database.db);
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
    for (const demo of [DEMO_MEMBER, DEMO_VIP_MEMBER]) accountIds[demo.email] = (await accounts.findByEmail(demo.email))!.id;
  });
  afterAll(() => t.close());

  // The embedded provider's subject is the account id, so these tokens reach the seeded member rows.
  const get = async (url: string, email: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.sign({ sub: accountIds[email]!, email })}` } });

  it('holds a restricted offer of every requirement kind and some VIP offers', async () => {
    const offers = await t.database.db.selectFrom('offers').select(['requirement', 'is_vip']).execute();
    for (const kind of OfferRequirementSchema.options) {
      expect(offers.some((offer) => offer.requirement === kind)).toBe(true);
    }
    expect(offers.filter((offer) => offer.is_vip).length).toBeGreaterThanOrEqual(2);
  });

  // Issue 22 item 2: an end at 23:59:59 UTC in summer is the next day in London, so members saw it end a day late.
  it("ends each demo offer with an end date as its last day ends on the scheme's clock", async () => {
    const ends = await t.database.db.selectFrom('offers').select(['name', 'date_visible_to']).execute();
    const dated = ends.filter((offer) => offer.date_visible_to.getUTCFullYear() < 3000);
    expect(dated.length).toBeGreaterThan(0);
    for (const offer of dated) {
      expect(format(new TZDate(offer.date_visible_to.getTime(), SCHEME_TIME_ZONE), 'HH:mm:ss'), offer.name).toBe('23:59:59');
    }
  });

  // Issue 25: a demo venue without an address could not be saved from the console or the venue area.
  it('lists every demo venue with an address and opening hours, so its form saves as it loads', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/admin/venues?limit=100', headers: await asAdmin(t) })).json();
    expect(items.length).toBeGreaterThan(0);
    for (const venue of items) {
      expect(AdminVenueUpdateSchema.safeParse(venue).success, venue.name).toBe(true);
      expect(Object.values(venue.openingHours).some((time) => time !== null), venue.name).toBe(true);
    }
  });

  it('makes the demo VIP member, and not the demo member, VIP', async () => {
    const vip = OfferListSchema.parse((await get('/api/me/vip', DEMO_VIP_MEMBER.email)).json());
    expect(vip.length).toBeGreaterThanOrEqual(2);
    expect((await get('/api/me/vip', DEMO_MEMBER.email)).json()).toEqual([]);
  });

  it('shows the (verified) demo member the photo and student offers locked', async () => {
    const offers = OfferListSchema.parse((await get('/api/offers', DEMO_MEMBER.email)).json());
    expect(offers.filter((offer) => offer.locked).map((offer) => offer.requirement).sort()).toEqual(['Photo', 'StudentEmail']);
  });
});
