import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { loadConfig } from '../../config/config-slice.ts';
import { makeConfig, makeTokenSet } from '../../testing/factories.ts';
import { loggedIn, loggedOut, selectIsAuthenticated } from './auth-slice.ts';
import { storageKeys } from './session-storage.ts';
import type { TokenSet } from './token.ts';

const config = makeConfig();

/** A store with the configuration loaded and a fake token endpoint. */
function setup(refresh: (...args: unknown[]) => Promise<TokenSet | undefined>) {
  const refreshTokens = vi.fn(refresh);
  const store = makeStore(undefined, { refreshTokens });
  store.dispatch(loadConfig.fulfilled({ config, version: null }, 'test'));
  return { store, refreshTokens };
}

const signedIn = (store: ReturnType<typeof makeStore>) => selectIsAuthenticated(store.getState(), Date.now());

describe('session keeping', () => {
  it('refreshes 5 s before the stored access expiry (exp − 30 s) and re-arms with the new tokens', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { store, refreshTokens } = setup(async () => makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) + 300 } }));

    store.dispatch(loggedIn(makeTokenSet({ claims: { exp: 1_000 + 300 } })));
    // exp 1300 s → stored 1 270 000 ms → refresh at 1 265 000 ms, i.e. 265 s from now.
    await vi.advanceTimersByTimeAsync(264_999);
    expect(refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith(config.oAuth, 'opaque-refresh-token');

    expect(store.getState().auth.accessExpiresAt).toBe((1_265 + 300) * 1000 - 30_000);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.token)!)).toMatchObject({
      access_token: store.getState().auth.token?.access_token,
    });

    await vi.advanceTimersByTimeAsync(265_000);
    expect(refreshTokens).toHaveBeenCalledTimes(2);
    expect(signedIn(store)).toBe(true);
  });

  it('expires the session when the refresh yields nothing', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { store } = setup(async () => undefined);
    store.dispatch(loggedIn(makeTokenSet({ claims: { exp: 1_300 } })));
    expect(sessionStorage.getItem(storageKeys.token)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(265_000);

    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.logoutToken).toBeNull();
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('expires the session 5 s before the stored refresh-token deadline', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { store, refreshTokens } = setup(async () => undefined);
    // refresh_expires_in 60 s → stored deadline 30 s from now → session-expired at 25 s.
    store.dispatch(loggedIn(makeTokenSet({ claims: { exp: 1_300 }, refreshExpiresIn: 60 })));

    await vi.advanceTimersByTimeAsync(24_999);
    expect(signedIn(store)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);

    expect(signedIn(store)).toBe(false);
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('disarms the timers on logout and clears the saved token', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { store, refreshTokens } = setup(async () => undefined);
    store.dispatch(loggedIn(makeTokenSet({ claims: { exp: 1_300 } })));

    store.dispatch(loggedOut());
    await vi.advanceTimersByTimeAsync(3_600_000);

    expect(refreshTokens).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('arms the timers for a session restored from storage once the configuration arrives', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    sessionStorage.setItem(storageKeys.token, JSON.stringify(makeTokenSet({ claims: { exp: 1_300 } })));
    const { store, refreshTokens } = setup(async () => undefined);
    expect(signedIn(store)).toBe(true);

    await vi.advanceTimersByTimeAsync(265_000);

    expect(refreshTokens).toHaveBeenCalledOnce();
    expect(signedIn(store)).toBe(false);
  });
});
