import { describe, expect, it } from 'vitest';
import { makeAccessClaims, makeJwt } from '../../testing/factories.ts';
import {
  decodeJwtPayload,
  InvalidTokenError,
  sessionTimes,
  userFromClaims,
  type TokenSet,
} from './token.ts';

describe('decodeJwtPayload', () => {
  it('returns the claims of a JWT, including UTF-8 text', () => {
    expect(decodeJwtPayload(makeJwt({ sub: 'u1', given_name: 'Zoë' }))).toEqual({ sub: 'u1', given_name: 'Zoë' });
  });

  it.each([
    ['a number', 42],
    ['undefined', undefined],
    ['null', null],
  ])('throws InvalidTokenError for %s', (_label, token) => {
    expect(() => decodeJwtPayload(token)).toThrow(InvalidTokenError);
  });

  it('throws InvalidTokenError when the payload part is missing', () => {
    expect(() => decodeJwtPayload('header-only')).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload('header.')).toThrow(InvalidTokenError);
  });

  it('throws InvalidTokenError for a payload that is not base64url', () => {
    expect(() => decodeJwtPayload('a.%%%.c')).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload('a.abcde.c')).toThrow(InvalidTokenError);
  });

  it('throws InvalidTokenError for a payload that is not JSON', () => {
    const notJson = btoa('not json').replace(/=+$/, '');
    expect(() => decodeJwtPayload(`a.${notJson}.c`)).toThrow(InvalidTokenError);
  });

  it('names the error class', () => {
    expect(() => decodeJwtPayload(1)).toThrow(expect.objectContaining({ name: 'InvalidTokenError' }));
  });
});

describe('userFromClaims', () => {
  it('maps names, subject, client/role pairs and integer site ids', () => {
    const user = userFromClaims(
      makeAccessClaims({
        sub: 'abc',
        given_name: 'Ada',
        family_name: 'Lovelace',
        resource_access: {
          'venue-pass-api': { roles: ['member', 'promoter'] },
          account: { roles: ['view-profile'] },
        },
        'pos-site-id': ['12', '7'],
      }),
    );

    expect(user).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      userName: 'abc',
      roles: ['venue-pass-api/member', 'venue-pass-api/promoter', 'account/view-profile'],
      posSiteIds: [12, 7],
    });
  });

  it('gives no roles or sites when the claims are absent', () => {
    const user = userFromClaims({ sub: 'abc' });
    expect(user.roles).toEqual([]);
    expect(user.posSiteIds).toEqual([]);
  });
});

describe('sessionTimes', () => {
  const access = makeJwt({ exp: 1_000 });

  it('stores the access expiry as exp minus 30 s in ms', () => {
    expect(sessionTimes({ access_token: access }, 0).accessExpiresAt).toBe(970_000);
  });

  it('takes the refresh deadline from a JWT refresh token', () => {
    const tokens: TokenSet = { access_token: access, refresh_token: makeJwt({ exp: 2_000 }), refresh_expires_in: 5 };
    expect(sessionTimes(tokens, 0).refreshExpiresAt).toBe(1_970_000);
  });

  it('takes the refresh deadline from refresh_expires_in for an opaque refresh token', () => {
    const tokens: TokenSet = { access_token: access, refresh_token: 'opaque', refresh_expires_in: 1800 };
    expect(sessionTimes(tokens, 100_000).refreshExpiresAt).toBe(100_000 + 1_800_000 - 30_000);
  });

  it('has no refresh deadline when the provider gives none', () => {
    expect(sessionTimes({ access_token: access, refresh_token: 'opaque' }, 0).refreshExpiresAt).toBeNull();
  });

  it('rejects an access token without exp', () => {
    expect(() => sessionTimes({ access_token: makeJwt({ sub: 'x' }) }, 0)).toThrow(InvalidTokenError);
  });
});
