import { describe, expect, it, vi } from 'vitest';
import { makeJwt, makeTokenSet } from '../../testing/factories.ts';
import {
  authSlice,
  loggedIn,
  loggedOut,
  logoutTokenUsed,
  selectIsAuthenticated,
  sessionExpired,
  tokensRefreshed,
} from './auth-slice.ts';
import { loggedOutState, restoreAuthState, type AuthState } from './auth-state.ts';
import { storageKeys } from './session-storage.ts';

const reducer = authSlice.reducer;
const exp = 2_000_000_000; // seconds

function signedIn(): AuthState {
  const tokens = makeTokenSet({ claims: { exp }, refreshToken: makeJwt({ exp: exp + 1000 }) });
  return reducer(loggedOutState, loggedIn(tokens));
}

describe('auth reducer', () => {
  it('starts logged out with no token, user or expiries', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(loggedOutState);
  });

  it('stores the token on login and derives the user and both expiries (exp − 30 s, in ms)', () => {
    const state = signedIn();

    expect(state.token?.access_token).toBeTruthy();
    expect(state.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', userName: 'user-123' });
    expect(state.accessExpiresAt).toBe(exp * 1000 - 30_000);
    expect(state.refreshExpiresAt).toBe((exp + 1000) * 1000 - 30_000);
  });

  it('keeps the id token as the logout token on logout and clears everything else', () => {
    const before = signedIn();

    const state = reducer(before, loggedOut());

    expect(state).toEqual({ ...loggedOutState, logoutToken: before.token?.id_token });
  });

  it('forgets the logout token once /login used it', () => {
    const state = reducer(reducer(signedIn(), loggedOut()), logoutTokenUsed());
    expect(state.logoutToken).toBeNull();
  });

  it('clears the session on session expiry', () => {
    expect(reducer(signedIn(), sessionExpired())).toEqual(loggedOutState);
  });

  it('keeps the previous refresh and id tokens when a refresh answer omits them', () => {
    const before = signedIn();
    const fresh = makeTokenSet({ claims: { exp: exp + 300 } });
    delete fresh.refresh_token;
    delete fresh.id_token;

    const state = reducer(before, tokensRefreshed(fresh));

    expect(state.token?.access_token).toBe(fresh.access_token);
    expect(state.token?.refresh_token).toBe(before.token?.refresh_token);
    expect(state.token?.id_token).toBe(before.token?.id_token);
    expect(state.accessExpiresAt).toBe((exp + 300) * 1000 - 30_000);
  });

  it('ignores a login with an unreadable access token', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reducer(loggedOutState, loggedIn({ access_token: 'garbage' }))).toEqual(loggedOutState);
  });
});

describe('selectIsAuthenticated', () => {
  it('is true only while the raw exp lies in the future', () => {
    const root = { auth: signedIn() };
    expect(selectIsAuthenticated(root, exp * 1000 - 1)).toBe(true);
    expect(selectIsAuthenticated(root, exp * 1000)).toBe(false);
    expect(selectIsAuthenticated({ auth: loggedOutState }, 0)).toBe(false);
  });
});

describe('restoreAuthState', () => {
  it('restores the signed-in state from session storage', () => {
    const tokens = makeTokenSet({ claims: { exp } });
    sessionStorage.setItem(storageKeys.token, JSON.stringify(tokens));

    const state = restoreAuthState();

    expect(state.token?.access_token).toBe(tokens.access_token);
    expect(state.user?.userName).toBe('user-123');
  });

  it('is logged out when nothing or garbage is saved', () => {
    expect(restoreAuthState()).toEqual(loggedOutState);
    sessionStorage.setItem(storageKeys.token, '{not json');
    expect(restoreAuthState()).toEqual(loggedOutState);
  });
});
