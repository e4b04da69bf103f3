import { type JWTPayload, type JWTVerifyGetKey, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

/** Who is calling, read from a verified access token. */
export interface Principal {
  issuer: string;
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Keycloak client roles flattened to `client/role` (R-ROLES-07). */
  roles: string[];
  posSiteIds: number[];
  /** When the person last typed their password (the token's `auth_time`, seconds since the epoch), if it says. */
  authTime?: number | undefined;
}

export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** How many verified tokens are kept at most (least recently used go first). */
  maxKept?: number;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

function rolesOf(claims: JWTPayload): string[] {
  const access = claims['resource_access'];
  if (typeof access !== 'object' || access === null) return [];
  return Object.entries(access as Record<string, { roles?: unknown }>).flatMap(([client, entry]) =>
    Array.isArray(entry?.roles) ? entry.roles.filter((role) => typeof role === 'string').map((role) => `${client}/${role}`) : [],
  );
}

function posSiteIdsOf(claims: JWTPayload): number[] {
  const raw = claims['pos-site-id'];
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return list.map((value) => Number.parseInt(String(value), 10)).filter((value) => Number.isInteger(value));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Verifies bearer access tokens: signature against the provider's keys, issuer, audience and expiry.
 * Any issuer works by configuration, so a real Keycloak realm can replace the embedded provider.
 * A verified token's principal is kept until the token expires (docs/decisions/039): the same token
 * always verifies the same way, and a member sends one token with many requests.
 */
export function createTokenVerifier({ issuer, audience, keys, maxKept = 10_000 }: TokenVerifierOptions) {
  const verified = new LRUCache<string, Principal>({ max: maxKept });

  return async function verify(token: string): Promise<Principal> {
    const kept = verified.get(token);
    if (kept) return kept;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ALGORITHMS });
      if (!payload.sub) throw new InvalidAccessTokenError('The access token has no subject.');
      const principal: Principal = Object.freeze({
        issuer,
        subject: payload.sub,
        email: text(payload['email']),
        givenName: text(payload['given_name']),
        familyName: text(payload['family_name']),
        roles: rolesOf(payload),
        posSiteIds: posSiteIdsOf(payload),
        authTime: typeof payload['auth_time'] === 'number' ? payload['auth_time'] : undefined,
      });
      // A token without exp (JWT makes it optional) is verified on every request rather than kept for ever.
      const lifetimeMs = payload.exp === undefined ? 0 : payload.exp * 1000 - Date.now();
      if (lifetimeMs >= 1) verified.set(token, principal, { ttl: Math.floor(lifetimeMs) });
      return principal;
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw error;
      if (error instanceof errors.JOSEError) {
        throw new InvalidAccessTokenError(
          error instanceof errors.JWTExpired ? 'The access token has expired.' : 'The access token is not valid.',
        );
      }
      throw error;
    }
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
