import type { AppConfig, Profile, Venue } from '@venue-pass/contracts';
import { base64UrlEncode } from '../features/auth/pkce.ts';
import type { AccessTokenClaims, TokenSet } from '../features/auth/token.ts';

export const TEST_ORIGIN = window.location.origin;
export const API_HOST = `${TEST_ORIGIN}/api`;

/** A configuration like the server's, pointing at the test origin. */
export function makeConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const realm = `${TEST_ORIGIN}/realms/venue-pass/protocol/openid-connect`;
  return {
    oAuth: {
      authorizeUrl: `${realm}/auth`,
      tokenUrl: `${realm}/token`,
      logoutUrl: `${realm}/logout`,
      clientId: 'venue-pass-web',
      redirectUri: `${TEST_ORIGIN}/login/callback`,
      scope: 'openid profile email',
      apiAudience: 'venue-pass-api',
    },
    api: { host: API_HOST, imagesUrl: `${TEST_ORIGIN}/images` },
    site: { groupName: 'Test Group' },
    features: { appleWallet: true, googleWallet: true },
    version: '1.2.3',
    ...overrides,
  };
}

function encodeJson(value: unknown): string {
  return base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
}

/** An unsigned JWT carrying `claims`; the SPA never verifies signatures. */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${encodeJson({ alg: 'RS256', typ: 'JWT' })}.${encodeJson(claims)}.signature`;
}

export function makeAccessClaims(overrides: Partial<AccessTokenClaims> = {}): AccessTokenClaims {
  return {
    sub: 'user-123',
    given_name: 'Ada',
    family_name: 'Lovelace',
    email: 'ada@example.com',
    aud: 'venue-pass-api',
    azp: 'venue-pass-web',
    resource_access: { 'venue-pass-api': { roles: ['member'] } },
    'pos-site-id': ['1', '2'],
    exp: Math.floor(Date.now() / 1000) + 300,
    ...overrides,
  };
}

/** Tokens as the token endpoint returns them; the access token expires `expiresIn` s from now. */
export function makeTokenSet(
  options: { claims?: Partial<AccessTokenClaims>; refreshExpiresIn?: number; refreshToken?: string } = {},
): TokenSet {
  return {
    access_token: makeJwt(makeAccessClaims(options.claims)),
    refresh_token: options.refreshToken ?? 'opaque-refresh-token',
    id_token: makeJwt({ sub: 'user-123', aud: 'venue-pass-web' }),
    token_type: 'Bearer',
    expires_in: 300,
    refresh_expires_in: options.refreshExpiresIn ?? 1800,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'user-123',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    emailAddress: 'ada@example.com',
    mobileNumber: '07700900123',
    mobileNumberVerified: false,
    isVerified: true,
    mailingConsent: true,
    studentVerification: 'NotRequired',
    requirePhotoUpload: false,
    hasPhotoUpload: false,
    memberSince: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 1,
    name: 'The Anchor',
    description: 'A riverside pub',
    logoUrl: `${TEST_ORIGIN}/images/venues/1.png`,
    website: 'https://anchor.example',
    isFavourite: false,
    ...overrides,
  };
}
