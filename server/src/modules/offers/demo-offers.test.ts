import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferListSchema, OfferRequirementSchema } from '@venue-pass/contracts';
import { createAccountsRepository } from '../../oidc/accounts.repository.ts';
import { DEMO_MEMBER, DEMO_VIP_MEMBER, seedDemoContent } from '../../seed/demo-content.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_ISSUER } from '../../../test/helpers/tokens.ts';

describe('demo offers', () => {
  let t: TestApp;
  const accountIds: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const accounts = createAccountsRepository(t.database.db);
    await seedDemoContent(t.database.db, accounts, TEST_ISSUER);
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
