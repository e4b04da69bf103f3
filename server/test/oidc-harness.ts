import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppConfig, deriveConfig, parseEnv } from '../src/config/env.ts';
import type { Database } from '../src/db/database.ts';
import { type IdentityProvider, createIdentityProvider } from '../src/oidc/identity-provider.ts';

export const PUBLIC_URL = 'http://localhost:8080';
export const OIDC = '/realms/venue-pass/protocol/openid-connect';
export const CALLBACK = `${PUBLIC_URL}/login/callback`;
export const CLIENT_ID = 'venue-pass-web';
const HOST = new URL(PUBLIC_URL).host;

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return deriveConfig(parseEnv({ PUBLIC_URL, ...overrides }));
}

export interface OidcTestServer {
  app: FastifyInstance;
  idp: IdentityProvider;
  config: AppConfig;
}

/** A bare Fastify with only the identity provider registered, as app.ts would register it. */
export async function startIdentityServer(db: Kysely<Database>, config = testConfig()): Promise<OidcTestServer> {
  const idp = await createIdentityProvider({ db, config });
  const app = Fastify();
  await app.register(idp.plugin);
  await app.ready();
  return { app, idp, config };
}

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser: keeps cookies by name and path and sends those whose path matches. */
export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const url = new URL(options.url, PUBLIC_URL);
    const cookie = [...this.cookies.entries()]
      .filter(([, stored]) => url.pathname.startsWith(stored.path))
      .map(([key, stored]) => `${key.split('\n')[0]}=${stored.value}`)
      .join('; ');
    const response = await this.app.inject({
      ...options,
      url: `${url.pathname}${url.search}`,
      headers: { host: HOST, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[]) {
      const key = `${set.name}\n${set.path ?? '/'}`;
      const expired = set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now()) || set.value === '';
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value: set.value, path: set.path ?? '/' });
    }
    return response;
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url });
  }

  postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects on this server until a page is shown or the browser leaves for `stopAt`. */
  async follow(response: LightMyRequestResponse, stopAt: string): Promise<LightMyRequestResponse & { finalUrl?: string }> {
    let current: LightMyRequestResponse = response;
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return current;
      const next = new URL(location, PUBLIC_URL).href;
      if (next.startsWith(stopAt)) return Object.assign(current, { finalUrl: next });
      current = await this.get(next);
    }
    throw new Error('Too many redirects');
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(64).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The action attribute of the page's first form. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('No form on the page');
  return match[1].replaceAll('&amp;', '&');
}

export function hiddenInputs(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
  );
}

export function authorizeUrl(params: Record<string, string>, endpoint = 'auth'): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    scope: 'openid profile email',
    state: 'state-123',
    ...params,
  });
  return `${OIDC}/${endpoint}?${query}`;
}

/** Starts an authorization and returns the page the browser lands on. */
export async function startAuthorization(browser: Browser, params: Record<string, string>, endpoint = 'auth') {
  return browser.follow(await browser.get(authorizeUrl(params, endpoint)), CALLBACK);
}

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the sign-in page with PKCE and returns the authorization code the callback got. */
export async function signInWithPassword(browser: Browser, credentials: Credentials, params: Record<string, string> = {}) {
  const { verifier, challenge } = pkcePair();
  const redirectUri = params['redirect_uri'] ?? CALLBACK;
  const page = await startAuthorization(browser, { code_challenge: challenge, code_challenge_method: 'S256', ...params });
  expect(page.statusCode).toBe(200);
  const landed = await browser.follow(
    await browser.postForm(formAction(page.body), { email: credentials.email, password: credentials.password }),
    CALLBACK,
  );
  expect(landed.finalUrl).toBeDefined();
  const callback = new URL(landed.finalUrl!);
  return { callback, verifier, redirectUri, code: callback.searchParams.get('code')! };
}

export async function exchange(browser: Browser, form: Record<string, string>) {
  return browser.request({
    method: 'POST',
    url: `${OIDC}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
    payload: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

/** Signs in and exchanges the code for tokens. */
export async function signInForTokens(browser: Browser, credentials: Credentials, params: Record<string, string> = {}) {
  const { code, verifier, redirectUri } = await signInWithPassword(browser, credentials, params);
  const response = await exchange(browser, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string; id_token: string; expires_in: number; refresh_expires_in: number };
}
