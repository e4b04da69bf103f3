/** Raised for anything that is not a decodable JWT (R-VALID-08 to R-VALID-11). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The token endpoint's answer, as saved under the session storage key `token`. */
export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  expires_in?: number;
  /** Seconds; Keycloak sends it, and it is the only deadline of an opaque refresh token. */
  refresh_expires_in?: number;
  scope?: string;
  /**
   * Ours, not the provider's: when the tokens arrived (ms since epoch), so a restored session can
   * still place the deadline of a relative `refresh_expires_in`.
   */
  received_at?: number;
}

export interface AccessTokenClaims {
  sub?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  exp?: number;
  resource_access?: Record<string, { roles?: string[] } | undefined>;
  'pos-site-id'?: Array<string | number> | string | number;
  [claim: string]: unknown;
}

/** The signed-in user, built from the access token (R-ENTITY-01 to R-ENTITY-06). */
export interface User {
  firstName: string;
  lastName: string;
  userName: string;
  roles: string[];
  posSiteIds: number[];
}

function decodeBase64Url(segment: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) {
    throw new InvalidTokenError('Invalid token: the payload is not base64url');
  }
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new InvalidTokenError('Invalid token: the payload is not base64url', { cause: error });
  }
}

/**
 * Decodes the payload of a JWT without verifying it: the API verifies signatures, the SPA only
 * needs the claims to show names and schedule refreshes.
 */
export function decodeJwtPayload<T extends object = AccessTokenClaims>(token: unknown): T {
  if (typeof token !== 'string') {
    throw new InvalidTokenError('Invalid token: it must be a string');
  }
  const payload = token.split('.')[1];
  if (!payload) {
    throw new InvalidTokenError('Invalid token: the payload part is missing');
  }
  const json = decodeBase64Url(payload);
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch (error) {
    throw new InvalidTokenError('Invalid token: the payload is not JSON', { cause: error });
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new InvalidTokenError('Invalid token: the payload is not a JSON object');
  }
  return claims as T;
}

/** Like decodeJwtPayload, for tokens that may legitimately be opaque (refresh tokens). */
export function tryDecodeJwtPayload(token: unknown): AccessTokenClaims | null {
  try {
    return decodeJwtPayload<AccessTokenClaims>(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      return null;
    }
    throw error;
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

export function userFromClaims(claims: AccessTokenClaims): User {
  const roles = Object.entries(claims.resource_access ?? {}).flatMap(([client, access]) =>
    (access?.roles ?? []).map((role) => `${client}/${role}`),
  );
  const posSiteIds = toArray(claims['pos-site-id'])
    .map((id) => (typeof id === 'number' ? id : Number.parseInt(id, 10)))
    .filter((id) => Number.isInteger(id));
  return {
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    userName: claims.sub ?? '',
    roles,
    posSiteIds,
  };
}

/** Stored expiries are 30 s ahead of the real ones so calls never race the deadline (R-CONST-01). */
export const EXPIRY_MARGIN_MS = 30_000;

export function expiryFromExp(exp: number): number {
  return exp * 1000 - EXPIRY_MARGIN_MS;
}

export interface SessionTimes {
  accessExpiresAt: number;
  refreshExpiresAt: number | null;
}

/**
 * Deadlines of a token set. The refresh deadline comes from the refresh token's own `exp` when it
 * is a JWT (Keycloak) and otherwise from `refresh_expires_in`; 0 or absent means "no deadline".
 */
export function sessionTimes(tokens: TokenSet, receivedAt: number): SessionTimes {
  const access = decodeJwtPayload(tokens.access_token);
  if (typeof access.exp !== 'number') {
    throw new InvalidTokenError('Invalid token: the access token has no exp claim');
  }
  const refreshExp = tryDecodeJwtPayload(tokens.refresh_token)?.exp;
  let refreshExpiresAt: number | null = null;
  if (typeof refreshExp === 'number') {
    refreshExpiresAt = expiryFromExp(refreshExp);
  } else if (tokens.refresh_expires_in) {
    refreshExpiresAt = receivedAt + tokens.refresh_expires_in * 1000 - EXPIRY_MARGIN_MS;
  }
  return { accessExpiresAt: expiryFromExp(access.exp), refreshExpiresAt };
}

export function isTokenSet(value: unknown): value is TokenSet {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { access_token?: unknown }).access_token === 'string'
  );
}
