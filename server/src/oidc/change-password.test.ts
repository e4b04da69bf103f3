import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { Browser, CALLBACK, type OidcTestServer, exchange, formAction, pkcePair, signInForTokens, startAuthorization, startIdentityServer } from '../../test/oidc-harness.ts';
import type { Database } from '../db/database.ts';
import { createAccountsRepository, memberRoles } from './accounts.repository.ts';
import { ChangePasswordMessages, RegistrationMessages } from './messages.ts';

const MEMBER = { email: 'katherine@venuepass.example', password: 'orbital mechanics 1962', givenName: 'Katherine', familyName: 'Johnson' };
const UPDATE_PASSWORD = { kc_action: 'UPDATE_PASSWORD' };

let testDb: TestDatabase;
let db: Kysely<Database>;
let server: OidcTestServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  server = await startIdentityServer(db);
});

afterAll(async () => {
  await server?.app.close();
  await testDb?.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('rate_limit_counters').execute();
  await db.deleteFrom('idp_models').execute();
  await db.deleteFrom('idp_accounts').execute();
  await createAccountsRepository(db).create({ ...MEMBER, roles: memberRoles('venue-pass-api') });
});

/** Opens the change-password page as the SPA's 'Change password' does: an authorization request with kc_action. */
async function openChangePassword(browser: Browser) {
  const { verifier, challenge } = pkcePair();
  const page = await startAuthorization(browser, { code_challenge: challenge, code_challenge_method: 'S256', ...UPDATE_PASSWORD });
  return { page, verifier };
}

const submit = (browser: Browser, action: string, form: Record<string, string>) => browser.postForm(action, form);

describe("change password (Keycloak's kc_action=UPDATE_PASSWORD)", () => {
  it('asks a signed-in member for the current and a new password, without signing in again', async () => {
    const browser = new Browser(server.app);
    await signInForTokens(browser, MEMBER);
    const { page } = await openChangePassword(browser);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ChangePasswordMessages.title);
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).toContain(`For ${MEMBER.email}`);
    expect(page.body).toContain('href="http://localhost:8080/my-account">Cancel</a>');
  });

  it('refuses a missing or wrong current password and a new one breaking the rule, changing nothing', async () => {
    const browser = new Browser(server.app);
    await signInForTokens(browser, MEMBER);
    const { page } = await openChangePassword(browser);
    const action = formAction(page.body);

    const missing = await submit(browser, action, { currentPassword: '', password: 'a new long password', confirmPassword: 'a new long password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(ChangePasswordMessages.currentPasswordRequired);
    const short = await submit(browser, action, { currentPassword: MEMBER.password, password: 'short', confirmPassword: 'short' });
    expect(short.body).toContain('Use at least 10 characters.');
    const differ = await submit(browser, action, { currentPassword: MEMBER.password, password: 'a new long password', confirmPassword: 'something else' });
    expect(differ.body).toContain(RegistrationMessages.passwordsDiffer);
    const wrong = await submit(browser, action, { currentPassword: 'not the password', password: 'a new long password', confirmPassword: 'a new long password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(ChangePasswordMessages.currentPasswordWrong);
    expect(await createAccountsRepository(db).verifyPassword(MEMBER.email, MEMBER.password)).toBeDefined();
  });

  it('changes the password, returns to the client with a code, keeps this browser signed in and signs every other one out', async () => {
    const elsewhere = new Browser(server.app);
    const otherTokens = await signInForTokens(elsewhere, MEMBER);
    const browser = new Browser(server.app);
    const tokens = await signInForTokens(browser, MEMBER);

    const { page, verifier } = await openChangePassword(browser);
    const done = await browser.follow(
      await submit(browser, formAction(page.body), { currentPassword: MEMBER.password, password: 'a new long password', confirmPassword: 'a new long password' }),
      CALLBACK,
    );
    const callback = new URL(done.finalUrl!);
    const exchanged = await exchange(browser, { grant_type: 'authorization_code', code: callback.searchParams.get('code')!, code_verifier: verifier, redirect_uri: CALLBACK });
    expect(exchanged.statusCode).toBe(200);

    const accounts = createAccountsRepository(db);
    expect(await accounts.verifyPassword(MEMBER.email, MEMBER.password)).toBeUndefined();
    expect(await accounts.verifyPassword(MEMBER.email, 'a new long password')).toBeDefined();
    expect((await exchange(elsewhere, { grant_type: 'refresh_token', refresh_token: otherTokens.refresh_token })).json().error).toBe('invalid_grant');
    expect((await exchange(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(200);

    // Done once: the next authorization of this browser is an ordinary silent one.
    const again = await startAuthorization(browser, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(again.finalUrl).toBeDefined();
  });

  it('asks a member without a session to sign in first, then for the change', async () => {
    const browser = new Browser(server.app);
    const { page } = await openChangePassword(browser);
    expect(page.body).toContain('<h1>Sign in</h1>');
    const next = await browser.follow(await submit(browser, formAction(page.body), { email: MEMBER.email, password: MEMBER.password }), CALLBACK);
    expect(next.finalUrl).toBeUndefined();
    expect(next.body).toContain(ChangePasswordMessages.title);
  });
});
