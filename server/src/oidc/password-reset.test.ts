import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { Browser, PUBLIC_URL, type OidcTestServer, exchange, formAction, signInForTokens, startAuthorization, pkcePair, startIdentityServer, testConfig } from '../../test/oidc-harness.ts';
import type { Database } from '../db/database.ts';
import { createAccountsRepository, memberRoles } from './accounts.repository.ts';
import { ACTION_TOKEN_LIFETIME_MS } from './action-tokens.ts';
import { INVALID_CREDENTIALS, RegistrationMessages, TooManyAttempts } from './messages.ts';
import { PASSWORD_RESET_PATHS, PasswordResetTexts } from './password-reset.routes.ts';

const REALM = '/realms/venue-pass';
const REQUEST = `${REALM}${PASSWORD_RESET_PATHS.request}`;
const MEMBER = { email: 'grace@venuepass.example', password: 'original password 1', givenName: 'Grace', familyName: 'Hopper' };
const STAFF = { email: 'sam@venuepass.example', password: 'original staff password', givenName: 'Sam', familyName: 'Till' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let testDb: TestDatabase;
let db: Kysely<Database>;
let server: OidcTestServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  server = await startIdentityServer(db, testConfig({ PASSWORD_RESET_IP_LIMIT_PER_15_MINUTES: '1000' }));
});

afterAll(async () => {
  await server?.app.close();
  await testDb?.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('rate_limit_counters').execute();
  await db.deleteFrom('outbox_messages').execute();
  await db.deleteFrom('idp_models').execute();
  await db.deleteFrom('idp_accounts').execute();
  await createAccountsRepository(db).create({ ...MEMBER, roles: memberRoles('venue-pass-api') });
  await createAccountsRepository(db).create({ ...STAFF, roles: { 'venue-pass-api': ['staff'] } });
});

const requestReset = (email: string, app = server.app, ip = '203.0.113.9') =>
  app.inject({ method: 'POST', url: REQUEST, headers: FORM, payload: new URLSearchParams({ email }).toString(), remoteAddress: ip });

async function mailsTo(email: string) {
  return db.selectFrom('outbox_messages').select(['subject', 'body_text', 'body_html']).where('recipient', '=', email).execute();
}

/** The path and query of the link the last reset e-mail to `email` carries. */
async function linkIn(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = new RegExp(`${PUBLIC_URL}(${REALM}${PASSWORD_RESET_PATHS.link}\\?key=[A-Za-z0-9_-]{43})`).exec(mails.at(-1)!.body_text);
  return match![1]!;
}

const choose = (link: string, password: string, confirmPassword = password) =>
  server.app.inject({ method: 'POST', url: link, headers: FORM, payload: new URLSearchParams({ password, confirmPassword }).toString() });

describe('forgot password', () => {
  it("offers 'Forgot password?' on the sign-in page, on Keycloak's path", async () => {
    const page = await startAuthorization(new Browser(server.app), { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(page.body).toContain(`<a href="${REALM}/login-actions/reset-credentials">Forgot password?</a>`);
    const form = await server.app.inject({ method: 'GET', url: REQUEST });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(PasswordResetTexts.lead);
    expect(formAction(form.body)).toBe(REQUEST);
  });

  it('answers the same whether or not an account uses the address, and mails a link only to an account', async () => {
    const known = await requestReset(MEMBER.email.toUpperCase());
    const unknown = await requestReset('nobody@venuepass.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toContain(PasswordResetTexts.sent);
    expect(await mailsTo('nobody@venuepass.example')).toEqual([]);
    const [mail] = await mailsTo(MEMBER.email);
    expect(mail!.subject).toBe(PasswordResetTexts.mailSubject);
    expect(mail!.body_text).toContain('Hello Grace');
    expect(mail!.body_html).toContain('Choose a new password');
  });

  it('stores only the hash of the link, for 30 minutes', async () => {
    await requestReset(MEMBER.email);
    const key = new URL(await linkIn(MEMBER.email), PUBLIC_URL).searchParams.get('key')!;
    const [stored] = await db.selectFrom('account_action_tokens').selectAll().execute();
    expect(stored).toMatchObject({ purpose: 'password-reset', used_at: null });
    expect(JSON.stringify(stored)).not.toContain(key);
    const lifetime = new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime();
    expect(Math.abs(lifetime - ACTION_TOKEN_LIFETIME_MS['password-reset'])).toBeLessThan(5_000);
  });

  it('refuses an address that is not one, keeping what was typed', async () => {
    const response = await requestReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(RegistrationMessages.emailInvalid);
    expect(response.body).toContain('value="not-an-address"');
  });

  it('sets a new password once, with the sign-up rule, and signs the account out everywhere', async () => {
    const browser = new Browser(server.app);
    const tokens = await signInForTokens(browser, MEMBER);
    await requestReset(MEMBER.email);
    const link = await linkIn(MEMBER.email);

    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`For ${MEMBER.email}`);
    expect(page.body).toContain('At least 10 characters.');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const short = await choose(link, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Use at least 10 characters.');
    const differ = await choose(link, 'a brand new password', 'another one entirely');
    expect(differ.body).toContain(RegistrationMessages.passwordsDiffer);

    const done = await choose(link, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(PasswordResetTexts.done);
    const accounts = createAccountsRepository(db);
    expect(await accounts.verifyPassword(MEMBER.email, MEMBER.password)).toBeUndefined();
    expect(await accounts.verifyPassword(MEMBER.email, 'a brand new password')).toBeDefined();

    const refreshed = await exchange(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.json().error).toBe('invalid_grant');

    const again = await choose(link, 'yet another new password');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(PasswordResetTexts.invalid);
    expect(await accounts.verifyPassword(MEMBER.email, 'a brand new password')).toBeDefined();
  });

  it('asks staff for the longer password their account needs', async () => {
    await requestReset(STAFF.email);
    const link = await linkIn(STAFF.email);
    expect((await server.app.inject({ method: 'GET', url: link })).body).toContain('At least 12 characters.');
    expect((await choose(link, 'eleven char')).body).toContain('Use at least 12 characters.');
  });

  it('refuses a link past its 30 minutes, and a key that was never issued', async () => {
    await requestReset(MEMBER.email);
    const link = await linkIn(MEMBER.email);
    await db.updateTable('account_action_tokens').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
    expect((await choose(link, 'a brand new password')).statusCode).toBe(410);
    expect(await createAccountsRepository(db).verifyPassword(MEMBER.email, MEMBER.password)).toBeDefined();
    expect((await server.app.inject({ method: 'GET', url: `${REALM}${PASSWORD_RESET_PATHS.link}?key=${'A'.repeat(43)}` })).statusCode).toBe(410);
    expect((await server.app.inject({ method: 'GET', url: `${REALM}${PASSWORD_RESET_PATHS.link}` })).statusCode).toBe(410);
  });

  it('leaves a staff invitation link unable to reset a password, and a reset link unable to accept an invitation', async () => {
    await requestReset(MEMBER.email);
    const key = new URL(await linkIn(MEMBER.email), PUBLIC_URL).searchParams.get('key')!;
    expect((await server.app.inject({ method: 'GET', url: `/staff-invitation/${key}` })).statusCode).toBe(410);
  });

  it('sends at most the configured links to one address in 15 minutes, answering the same past it', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await requestReset(MEMBER.email, server.app, `198.51.100.${attempt}`)).body);
    expect(new Set(answers).size).toBe(1);
    expect(await mailsTo(MEMBER.email)).toHaveLength(3);
  });

  it('refuses a client address past its limit with 429, sending nothing', async () => {
    const limited = await startIdentityServer(db, testConfig({ PASSWORD_RESET_IP_LIMIT_PER_15_MINUTES: '2' }));
    try {
      expect((await requestReset(MEMBER.email, limited.app)).statusCode).toBe(200);
      expect((await requestReset('nobody@venuepass.example', limited.app)).statusCode).toBe(200);
      const refused = await requestReset(STAFF.email, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(TooManyAttempts.message);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await mailsTo(STAFF.email)).toEqual([]);
    } finally {
      await limited.app.close();
    }
  });

  it('still signs in with the old password when no reset was finished', async () => {
    await requestReset(MEMBER.email);
    const page = await startAuthorization(new Browser(server.app), { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(page.body).not.toContain(INVALID_CREDENTIALS);
    expect((await signInForTokens(new Browser(server.app), MEMBER)).access_token).toBeTruthy();
  });
});
