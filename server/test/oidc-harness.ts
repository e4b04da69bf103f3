import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppConfig, deriveConfig, parseEnv } from '../src/config/env.ts';
import type { Database } from '../src/db/database.ts';
import { type IdentityProvider, createIdentityProvider } from '../src/oidc/identity-provider.ts';

export const PUBLIC_URL = 'http://localhost:8080';
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
