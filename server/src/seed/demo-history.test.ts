import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../test/helpers/tokens.ts';
import { createAccountsRepository } from '../oidc/accounts.repository.ts';
import { seedDemoContent } from './demo-content.ts';
import { DEMO_HISTORY_DAYS } from './demo-history.ts';
import { DEMO_STAFF_VENUE } from './demo-staff.ts';

describe('demo history', () => {
  let t: TestApp;
  let venueId: number;
  const seed = () => seedDemoContent(t.database.db, { accounts: createAccountsRepository(t.database.db), issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });

  beforeAll(async () => {
    t = await buildTestApp();
    await seed();
    ({ id: venueId } = await t.database.db.selectFrom('venues').select('id').where('name', '=', DEMO_STAFF_VENUE).executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  const londonDays = () =>
    sql<{ day: string; redemptions: number }>`
      select to_char(redeemed_at at time zone ${SCHEME_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as redemptions
      from offer_redemptions where venue_id = ${venueId} group by 1 order by 1`.execute(t.database.db);

  it('gives the staff venue redemptions on most of the last six weeks, none today, the same on every start', async () => {
    const { rows } = await londonDays();
    const today = (await sql<{ day: string }>`select to_char(now() at time zone ${SCHEME_TIME_ZONE}, 'YYYY-MM-DD') as day`.execute(t.database.db)).rows[0]!.day;
    expect(rows.map((row) => row.day)).not.toContain(today);
    expect(rows.length).toBeGreaterThan(DEMO_HISTORY_DAYS / 2);
    expect(rows.length).toBeLessThanOrEqual(DEMO_HISTORY_DAYS);
    await seed();
    expect((await londonDays()).rows).toEqual(rows);
  });

  it('shows in the console report of redemptions per day', async () => {
    const to = new Date().toLocaleDateString('en-CA', { timeZone: SCHEME_TIME_ZONE });
    const from = new Date(Date.now() - 29 * 86_400_000).toLocaleDateString('en-CA', { timeZone: SCHEME_TIME_ZONE });
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/reports/redemptions-per-day?from=${from}&to=${to}`, headers: await asAdmin(t) });
    expect(response.statusCode, response.body).toBe(200);
    const total = (response.json() as { rows: { redemptions: number }[] }).rows.reduce((sum, row) => sum + row.redemptions, 0);
    expect(total).toBeGreaterThan(30);
  });
});
