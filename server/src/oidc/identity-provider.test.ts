import Fastify from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  PUBLIC_URL,
  type OidcTestServer,
  CALLBACK,
  CLIENT_ID,
  OIDC,
  authorizeUrl,
  exchange,
  formAction,
  hiddenInputs,
  pkcePair,
  signInForTokens,
  signInWithPassword,
  startAuthorization,
  startIdentityServer,
  testConfig,
} from '../../test/oidc-harness.ts';
import { promisesTracked } from '../../test/helpers/promise-tracking.ts';
import type { Database } from '../db/database.ts';
import { securityPlugin } from '../plugins/security.ts';
import { createAccountsRepository, memberRoles } from './accounts.repository.ts';
import { INVALID_CREDENTIALS, RegistrationMessages } from './messages.ts';

const REALM = '/realms/venue-pass';
const MEMBER = { email: 'ada@venuepass.example', password: 'correct horse battery', givenName: 'Ada', familyName: 'Lovelace' };

let testDb: TestDatabase;
let db: Kysely<Database>;
let server: OidcTestServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  server = await startIdentityServer(db);
  await createAccountsRepository(db).create({ ...MEMBER, roles: memberRoles('venue-pass-api'), posSiteIds: [12, 7] });
});

afterAll(async () => {
  await server?.app.close();
  await testDb?.destroy();
});

const signIn = (browser: Browser, params: Record<string, string> = {}) => signInWithPassword(browser, MEMBER, params);
const signInAndGetTokens = (browser: Browser, params: Record<string, string> = {}) => signInForTokens(browser, MEMBER, params);

describe('discovery', () => {
  it("carries the app's security headers on the pages the provider writes itself", async () => {
    const app = Fastify();
    await app.register(securityPlugin, { extraOrigins: [], hsts: false, isDataPath: () => false });
    await app.register(server.idp.plugin);
    const response = await new Browser(app).get(`${REALM}/.well-known/openid-configuration`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it("serves Keycloak's paths under the realm", async () => {
    const response = await new Browser(server.app).get(`${REALM}/.well-known/openid-configuration`);
    expect(response.statusCode).toBe(200);
    const metadata = response.json();
    expect(metadata.issuer).toBe(`${PUBLIC_URL}${REALM}`);
    expect(metadata.authorization_endpoint).toBe(`${PUBLIC_URL}${OIDC}/auth`);
    expect(metadata.token_endpoint).toBe(`${PUBLIC_URL}${OIDC}/token`);
    expect(metadata.end_session_endpoint).toBe(`${PUBLIC_URL}${OIDC}/logout`);
    expect(metadata.jwks_uri).toBe(`${PUBLIC_URL}${OIDC}/certs`);
    expect(metadata.userinfo_endpoint).toBe(`${PUBLIC_URL}${OIDC}/userinfo`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('publishes the public signing keys only', async () => {
    const response = await new Browser(server.app).get(`${OIDC}/certs`);
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: server.idp.publicJwks.keys[0]!.kid });
    expect(keys[0].d).toBeUndefined();
  });
});

describe('authorization code flow with PKCE', () => {
  it('issues an access token with the claims the SPA and API read', async () => {
    const tokens = await signInAndGetTokens(new Browser(server.app));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(server.idp.publicJwks), {
      issuer: `${PUBLIC_URL}${REALM}`,
      audience: 'venue-pass-api',
    });
    expect(protectedHeader.alg).toBe('RS256');
    const account = await createAccountsRepository(db).findByEmail(MEMBER.email);
    expect(payload).toMatchObject({
      sub: account!.id,
      azp: CLIENT_ID,
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: MEMBER.email,
      resource_access: { 'venue-pass-api': { roles: ['member'] } },
      'pos-site-id': ['12', '7'],
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    // When the person typed their password, as Keycloak says; closing an account asks for a recent one.
    expect(payload['auth_time']).toBeGreaterThan(payload.iat! - 60);
    expect(payload['auth_time']).toBeLessThanOrEqual(payload.iat!);
    expect(tokens.expires_in).toBe(300);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ given_name: 'Ada', family_name: 'Lovelace', email: MEMBER.email, aud: CLIENT_ID });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.refresh_expires_in).toBe(1800);
  });

  it("leaves no async hooks on once the flow has answered, so the API's requests do not pay for the provider's context", async () => {
    await signInAndGetTokens(new Browser(server.app));
    expect(await promisesTracked()).toBe(false);
  });

  it('accepts the callback carrying a returnUrl and requires the same redirect_uri at the token endpoint', async () => {
    const browser = new Browser(server.app);
    const redirectUri = `${CALLBACK}?returnUrl=${encodeURIComponent('/offers?x=1')}`;
    const { callback, code, verifier } = await signIn(browser, { redirect_uri: redirectUri });
    expect(callback.searchParams.get('returnUrl')).toBe('/offers?x=1');
    expect(callback.searchParams.get('state')).toBe('state-123');

    const mismatch = await exchange(browser, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK });
    expect(mismatch.statusCode).toBe(400);
  });

  it.each([
    ['another path', `${PUBLIC_URL}/elsewhere`],
    ['another host', 'http://evil.example/login/callback'],
    ['an extra parameter', `${CALLBACK}?returnUrl=%2F&next=1`],
    ['another parameter', `${CALLBACK}?next=%2F`],
    ['a fragment', `${CALLBACK}#x`],
    ['a sub-path', `${CALLBACK}/more`],
    ['a protocol-relative returnUrl', `${CALLBACK}?returnUrl=//evil.example`],
    ['an encoded protocol-relative returnUrl', `${CALLBACK}?returnUrl=${encodeURIComponent('//evil.example')}`],
    ['an absolute returnUrl', `${CALLBACK}?returnUrl=${encodeURIComponent('https://evil.example/')}`],
    ['a backslash returnUrl', `${CALLBACK}?returnUrl=${encodeURIComponent('/\\evil.example')}`],
    ['a returnUrl with a tab', `${CALLBACK}?returnUrl=${encodeURIComponent('/\t/evil.example')}`],
    ['a scheme as returnUrl', `${CALLBACK}?returnUrl=${encodeURIComponent('javascript:alert(1)')}`],
    ['a returnUrl that is no path', `${CALLBACK}?returnUrl=offers`],
    ['an empty returnUrl', `${CALLBACK}?returnUrl=`],
  ])('refuses a redirect_uri with %s', async (_label, redirectUri) => {
    const { challenge } = pkcePair();
    const response = await new Browser(server.app).get(
      authorizeUrl({ redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('redirect_uri');
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses a request without PKCE', async () => {
    const response = await new Browser(server.app).get(authorizeUrl({}));
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.href.startsWith(CALLBACK)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses the plain PKCE method', async () => {
    const response = await new Browser(server.app).get(authorizeUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }));
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong code_verifier', async () => {
    const browser = new Browser(server.app);
    const { code } = await signIn(browser);
    const response = await exchange(browser, {
      grant_type: 'authorization_code',
      code,
      code_verifier: pkcePair().verifier,
      redirect_uri: CALLBACK,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('allows the token endpoint from the public origin only (CORS)', async () => {
    const browser = new Browser(server.app);
    const { code, verifier } = await signIn(browser);
    const response = await exchange(browser, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK });
    expect(response.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
  });
});

describe('sign-in page', () => {
  it('shows an accessible form', async () => {
    const page = await startAuthorization(new Browser(server.app), { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    expect(page.body).toContain('<label for="field-email">E-mail</label>');
    expect(page.body).toContain('<label for="field-password">Password</label>');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)|style="|<style/);
  });

  it("names the app's icon, so the browser does not ask for a missing /favicon.ico", async () => {
    const page = await startAuthorization(new Browser(server.app), { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it("says 'Invalid email or password.' for a wrong password", async () => {
    const browser = new Browser(server.app);
    const page = await startAuthorization(browser, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const response = await browser.postForm(formAction(page.body), { email: MEMBER.email, password: 'not the password' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Invalid email or password.');
    expect(response.body).toContain('aria-describedby="login-error"');
    expect(response.body).toContain(`value="${MEMBER.email}"`);
  });

  it('explains that Google is not available when kc_idp_hint=google', async () => {
    const page = await startAuthorization(new Browser(server.app), {
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      kc_idp_hint: 'google',
    });
    expect(page.body).toContain('Sign-in with Google is not available on this server. Use your e-mail account instead.');
    expect(page.body).toContain('name="password"');
  });

  it('answers a NUL byte in the e-mail as wrong credentials, not as a server error', async () => {
    const browser = new Browser(server.app);
    const page = await startAuthorization(browser, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const response = await browser.postForm(formAction(page.body), { email: 'ada\u0000@venuepass.example', password: MEMBER.password });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(INVALID_CREDENTIALS);
  });

  it('refuses a sign-in POST without the interaction cookie', async () => {
    const browser = new Browser(server.app);
    const page = await startAuthorization(browser, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const response = await new Browser(server.app).postForm(formAction(page.body), { email: MEMBER.email, password: MEMBER.password });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in expired');
  });
});

describe('registration', () => {
  async function openRegistration(browser: Browser, challenge: string) {
    const page = await startAuthorization(browser, { code_challenge: challenge, code_challenge_method: 'S256' }, 'registrations');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Create your account</h1>');
    // The SPA's logo mark and name head the page, so it reads as the same product.
    expect(page.body).toMatch(/<header class="brand-bar"><a href="[^"]+"><svg class="logo-mark"[^>]*aria-hidden="true"/);
    expect(page.body).toContain('<span>Venue Pass</span>');
    return page;
  }

  it('opens the registration page from /registrations, creates the account and completes the flow', async () => {
    const browser = new Browser(server.app);
    const { challenge, verifier } = pkcePair();
    const page = await openRegistration(browser, challenge);
    const landed = await browser.follow(
      await browser.postForm(formAction(page.body), {
        givenName: 'Grace',
        familyName: 'Hopper',
        email: 'Grace@VenuePass.example',
        password: 'a long password',
        confirmPassword: 'a long password',
      }),
      CALLBACK,
    );
    const code = new URL(landed.finalUrl!).searchParams.get('code')!;
    const tokens = (await exchange(browser, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK })).json();
    const account = await createAccountsRepository(db).findByEmail('grace@venuepass.example');
    expect(account).toMatchObject({ given_name: 'Grace', family_name: 'Hopper', roles: { 'venue-pass-api': ['member'] } });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: account!.id, given_name: 'Grace' });
  });

  it("gives a new account the member role of the configured API_AUDIENCE's client, not the default one", async () => {
    const elsewhere = await startIdentityServer(db, testConfig({ API_AUDIENCE: 'city-pass-api' }));
    try {
      const browser = new Browser(elsewhere.app);
      const { challenge, verifier } = pkcePair();
      const page = await openRegistration(browser, challenge);
      const landed = await browser.follow(
        await browser.postForm(formAction(page.body), {
          givenName: 'Katherine',
          familyName: 'Johnson',
          email: 'katherine@venuepass.example',
          password: 'a long password',
          confirmPassword: 'a long password',
        }),
        CALLBACK,
      );
      const code = new URL(landed.finalUrl!).searchParams.get('code')!;
      const tokens = (await exchange(browser, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK })).json();
      const account = await createAccountsRepository(db).findByEmail('katherine@venuepass.example');
      expect(account?.roles).toEqual({ 'city-pass-api': ['member'] });
      expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: 'city-pass-api', resource_access: { 'city-pass-api': { roles: ['member'] } } });
    } finally {
      await elsewhere.app.close();
    }
  });

  it('shows per-field errors', async () => {
    const browser = new Browser(server.app);
    const page = await openRegistration(browser, pkcePair().challenge);
    const response = await browser.postForm(formAction(page.body), {
      givenName: '',
      familyName: 'Hopper',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<p class="field-error" id="field-givenName-error">Enter your first name.</p>');
    expect(response.body).toContain('aria-describedby="field-email-error"');
    expect(response.body).toContain('Use at least 10 characters.');
    // The rule is said once: the error replaces the hint shown before.
    expect(page.body).toContain('At least 10 characters.');
    expect(response.body).not.toContain('At least 10 characters.');
    expect(response.body).toContain('The passwords do not match.');
    expect(response.body).toContain('value="Hopper"');
  });

  let refused = 0;
  it.each([
    ['a NUL byte in the first name', { givenName: 'Gr\u0000ace' }, 'givenName', RegistrationMessages.invalidCharacters],
    ['a control character in the last name', { familyName: 'Hop\u001Bper' }, 'familyName', RegistrationMessages.invalidCharacters],
    ['a right-to-left override in the last name', { familyName: 'Hopper\u202Egpj.exe' }, 'familyName', RegistrationMessages.invalidCharacters],
    ['a zero-width-only first name', { givenName: '\u200B\u200D' }, 'givenName', RegistrationMessages.givenNameRequired],
    ['a NUL byte in the e-mail', { email: 'grace\u0000@venuepass.example' }, 'email', RegistrationMessages.emailInvalid],
  ])('refuses %s with a field error and creates no account', async (_label, change, field, message) => {
    const browser = new Browser(server.app);
    const page = await openRegistration(browser, pkcePair().challenge);
    const email = `nobody-${(refused += 1)}@venuepass.example`;
    const response = await browser.postForm(formAction(page.body), {
      givenName: 'Grace',
      familyName: 'Hopper',
      email,
      password: 'a long password',
      confirmPassword: 'a long password',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<p class="field-error" id="field-${field}-error">${message}</p>`);
    expect(await createAccountsRepository(db).findByEmail(email)).toBeUndefined();
  });

  it('refuses an e-mail that already has an account', async () => {
    const browser = new Browser(server.app);
    const page = await openRegistration(browser, pkcePair().challenge);
    const response = await browser.postForm(formAction(page.body), {
      givenName: 'Ada',
      familyName: 'Again',
      email: MEMBER.email.toUpperCase(),
      password: 'another long password',
      confirmPassword: 'another long password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('An account with this e-mail address already exists.');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and refuses the old one', async () => {
    const browser = new Browser(server.app);
    const first = await signInAndGetTokens(browser);
    const refreshed = await exchange(browser, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(body.refresh_expires_in).toBeGreaterThan(1790);
    expect(body.refresh_expires_in).toBeLessThanOrEqual(1800);
    // A refreshed token still says when the person signed in, not when it was refreshed.
    expect(decodeJwt(body.access_token)).toMatchObject({ given_name: 'Ada', aud: 'venue-pass-api', auth_time: decodeJwt(first.access_token)['auth_time'] });

    const reused = await exchange(browser, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
  });

  it('survives a restart: a new provider on the same database accepts the refresh token and keeps the key', async () => {
    const tokens = await signInAndGetTokens(new Browser(server.app));
    const restarted = await startIdentityServer(await testDb.reopen());
    try {
      expect(restarted.idp.publicJwks).toEqual(server.idp.publicJwks);
      const response = await exchange(new Browser(restarted.app), { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
      expect(response.statusCode).toBe(200);
      await jwtVerify(response.json().access_token, createLocalJWKSet(server.idp.publicJwks), { audience: 'venue-pass-api' });
    } finally {
      await restarted.app.close();
    }
  });
});

describe('plugin', () => {
  it('works beside middie, formbody and rate-limit registered by the app, and keeps form parsing to itself', async () => {
    const { default: middie } = await import('@fastify/middie');
    const { default: rateLimit } = await import('@fastify/rate-limit');
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    await app.register(middie);
    await app.register(rateLimit, { global: false });
    app.post('/api/echo', async (request) => request.body);
    await app.register(server.idp.plugin);
    try {
      const discovery = await app.inject({ url: `${REALM}/.well-known/openid-configuration`, headers: { host: 'localhost:8080' } });
      expect(discovery.statusCode).toBe(200);
      const form = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(form.statusCode).toBe(415);
      const css = await app.inject({ url: '/interaction/assets/interaction.css' });
      expect(css.headers['content-type']).toContain('text/css');
    } finally {
      await app.close();
    }
  });
});

describe('logout', () => {
  it('ends the session and returns to /login without asking when given an id_token_hint', async () => {
    const browser = new Browser(server.app);
    const tokens = await signInAndGetTokens(browser);
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${PUBLIC_URL}/login` });
    const page = await browser.get(`${OIDC}/logout?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/interaction/assets/logout.js" defer></script>');
    expect(page.body).toContain('data-auto-submit');

    const script = await browser.get('/interaction/assets/logout.js');
    expect(script.headers['content-type']).toContain('javascript');

    const done = await browser.postForm(formAction(page.body), { ...hiddenInputs(page.body), logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/login`);

    const again = await startAuthorization(browser, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>Sign in</h1>');
  });

  it('refuses an unregistered post_logout_redirect_uri', async () => {
    const browser = new Browser(server.app);
    const tokens = await signInAndGetTokens(browser);
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://evil.example/login' });
    const page = await browser.get(`${OIDC}/logout?${query}`);
    expect(page.statusCode).toBe(400);
  });
});
