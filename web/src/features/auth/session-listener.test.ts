import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { loadConfig } from '../../config/config-slice.ts';
import { makeConfig, makeTokenSet } from '../../testing/factories.ts';
import { fakeTabs } from '../../testing/tabs.ts';
import { loggedIn, loggedOut, selectIsAuthenticated } from './auth-slice.ts';
import type { RefreshCoordination } from './tab-turns.ts';
import type { RefreshTokens } from './session-listener.ts';
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

describe('session keeping across tabs', () => {
  /** Tokens whose access token is due for refresh at once (exp − 30 s − 5 s lies in the past). */
  const dueNow = (refreshToken: string) =>
    makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) + 30 }, refreshToken });
  const rotated = (refreshToken: string) =>
    makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) + 300, sub: `after-${refreshToken}` }, refreshToken: `${refreshToken}-rotated` });

  /** Tabs signed in with `tokens`, each with its own store, sharing the token endpoint `endpoint`. */
  function openTabs(count: number, tokens: TokenSet, endpoint: RefreshTokens, coordination: () => RefreshCoordination | null) {
    return Array.from({ length: count }, () => {
      const store = makeStore(undefined, { refreshTokens: endpoint, refreshCoordination: coordination() });
      store.dispatch(loadConfig.fulfilled({ config, version: null }, 'test'));
      store.dispatch(loggedIn(tokens));
      return store;
    });
  }

  const signOut = (stores: ReturnType<typeof makeStore>[]) => stores.forEach((store) => store.dispatch(loggedOut()));

  it('lets one of several tabs holding the same refresh token refresh it and hands the others the new tokens', async () => {
    const tabs = fakeTabs();
    const endpoint = vi.fn<RefreshTokens>(async (_config, refreshToken) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return rotated(refreshToken);
    });
    const stores = openTabs(4, dueNow('shared-refresh-token'), endpoint, () => tabs.open());

    await vi.waitFor(() => {
      for (const store of stores) expect(store.getState().auth.token?.refresh_token).toBe('shared-refresh-token-rotated');
    });

    expect(endpoint).toHaveBeenCalledExactlyOnceWith(config.oAuth, 'shared-refresh-token');
    const accessTokens = new Set(stores.map((store) => store.getState().auth.token?.access_token));
    expect(accessTokens.size).toBe(1);
    for (const store of stores) expect(signedIn(store)).toBe(true);
    signOut(stores);
  });

  it('seals the handover: no message carries a token, and a tab holding another refresh token refreshes its own', async () => {
    const tabs = fakeTabs();
    const endpoint = vi.fn<RefreshTokens>(async (_config, refreshToken) => rotated(refreshToken));
    const sharing = openTabs(2, dueNow('shared-refresh-token'), endpoint, () => tabs.open());
    const [other] = openTabs(1, dueNow('other-refresh-token'), endpoint, () => tabs.open());

    await vi.waitFor(() => {
      for (const store of sharing) expect(store.getState().auth.token?.refresh_token).toBe('shared-refresh-token-rotated');
      expect(other?.getState().auth.token?.refresh_token).toBe('other-refresh-token-rotated');
    });

    expect(endpoint.mock.calls.map(([, refreshToken]) => refreshToken).sort()).toEqual(['other-refresh-token', 'shared-refresh-token']);
    const readable = tabs.sent.map((message) =>
      JSON.stringify(message, (_key, value: unknown) => (value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? new TextDecoder().decode(value) : value)),
    );
    expect(readable.length).toBeGreaterThan(0);
    for (const text of readable) {
      expect(text).not.toContain('refresh-token');
      expect(text).not.toContain(String(sharing[0]?.getState().auth.token?.access_token.split('.')[1]));
    }
    signOut([...sharing, other!]);
  });

  it('refreshes in every tab, as before, where the browser offers no Web Locks or BroadcastChannel', async () => {
    const endpoint = vi.fn<RefreshTokens>(async (_config, refreshToken) => rotated(refreshToken));
    const stores = openTabs(2, dueNow('shared-refresh-token'), endpoint, () => null);

    await vi.waitFor(() => expect(endpoint).toHaveBeenCalledTimes(2));
    signOut(stores);
  });
});
