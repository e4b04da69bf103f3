import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../../oidc/accounts.repository.ts';
import { DEMO_OPERATOR, seedDemoContent } from '../../seed/demo-content.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../test/helpers/tokens.ts';

describe('the demo operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const accounts = createAccountsRepository(t.database.db);
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
    // Start-up seeds on every start: the second run adds nothing.
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
  });
  afterAll(() => t.close());

  it('is one account with the API client role admin and the README password', async () => {
    const accounts = createAccountsRepository(t.database.db);
    const account = await accounts.verifyPassword(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect(account?.roles).toEqual({ 'venue-pass-api': ['admin'] });
    expect(await t.database.db.selectFrom('idp_accounts').select('id').where('email', '=', DEMO_OPERATOR.email).execute()).toHaveLength(1);
  });

  it('reaches the console with a token carrying its roles', async () => {
    const account = (await createAccountsRepository(t.database.db).findByEmail(DEMO_OPERATOR.email))!;
    const token = await t.sign({ sub: account.id, email: account.email, resource_access: { 'venue-pass-api': { roles: account.roles['venue-pass-api']! } } });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/venues', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });
});
