import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '@venue-pass/contracts';
import { createAccountsRepository } from '../../oidc/accounts.repository.ts';
import { DEMO_MEMBER, DEMO_STUDENT_MEMBER, DEMO_VIP_MEMBER, seedDemoContent } from '../../seed/demo-content.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../test/helpers/tokens.ts';

describe('demo members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const accounts = createAccountsRepository(t.database.db);
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
    // Start-up seeds on every start; the second run must not add or change members.
    await seedDemoContent(t.database.db, { accounts, issuer: TEST_ISSUER, apiAudience: TEST_AUDIENCE });
  });
  afterAll(() => t.close());

  it.each([
    [DEMO_MEMBER.email, DEMO_MEMBER, 'NotRequired'],
    [DEMO_VIP_MEMBER.email, DEMO_VIP_MEMBER, 'NotRequired'],
    [DEMO_STUDENT_MEMBER.email, DEMO_STUDENT_MEMBER, 'PendingEmailAddress'],
  ] as const)('%s signs in already verified and consented', async (_email, demo, studentVerification) => {
    const account = await createAccountsRepository(t.database.db).findByEmail(demo.email);
    const token = await t.sign({ sub: account!.id, email: demo.email, given_name: demo.givenName, family_name: demo.familyName });
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(ProfileSchema.parse(response.json())).toMatchObject({
      firstName: demo.givenName,
      emailAddress: demo.email,
      isVerified: true,
      mailingConsent: true,
      studentVerification,
    });
    const rows = await t.database.db.selectFrom('members').select('id').where('subject', '=', account!.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('leaves new members to onboard themselves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${await t.sign({ sub: 'newcomer' })}` } });
    expect(response.json()).toMatchObject({ isVerified: false, mailingConsent: false });
  });
});
