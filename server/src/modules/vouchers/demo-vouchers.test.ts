import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../seed/demo-content.ts';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { DEMO_PROMOTER, DEMO_VOUCHERS } from './demo-vouchers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('demo vouchers', () => {
  it('seeds both promotions at their venues with pools, and the promoter, once', async () => {
    await seedDemoContent(database.db, null);
    await seedDemoContent(database.db, null);
    const promotions = await database.db
      .selectFrom('promotions')
      .innerJoin('venues', 'venues.id', 'promotions.venue_id')
      .innerJoin('promo_code_pools', 'promo_code_pools.promotion_id', 'promotions.id')
      .select(['promotions.public_id', 'promotions.require_verification', 'venues.name as venue'])
      .orderBy('promotions.id')
      .execute();
    expect(promotions).toEqual([
      { public_id: DEMO_VOUCHERS.verified.publicId, require_verification: true, venue: DEMO_VOUCHERS.verified.venue },
      { public_id: DEMO_VOUCHERS.instant.publicId, require_verification: false, venue: DEMO_VOUCHERS.instant.venue },
    ]);
    const promoters = await database.db.selectFrom('promoters').select('unique_code').execute();
    expect(promoters).toEqual([{ unique_code: DEMO_PROMOTER.uniqueCode }]);
  });

  it('uses identifiers shaped like real random ones', () => {
    for (const id of [DEMO_VOUCHERS.verified.publicId, DEMO_VOUCHERS.instant.publicId, DEMO_PROMOTER.uniqueCode]) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });
});
