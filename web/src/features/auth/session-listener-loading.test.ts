import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { loadConfig } from '../../config/config-slice.ts';
import { makeConfig, makeTokenSet } from '../../testing/factories.ts';
import { fakeTabs } from '../../testing/tabs.ts';
import { loggedIn, loggedOut } from './auth-slice.ts';
import type { RefreshTokens } from './session-listener.ts';

vi.mock('./refresh-coordinator.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/refresh-coordinator.js');
});

describe('session keeping while the tab coordination cannot load', () => {
  it('refreshes alone, as every tab did before taking turns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const endpoint = vi.fn<RefreshTokens>(async () => makeTokenSet({ refreshToken: 'rotated-refresh-token' }));
    const store = makeStore(undefined, { refreshTokens: endpoint, refreshCoordination: fakeTabs().open() });
    store.dispatch(loadConfig.fulfilled({ config: makeConfig(), version: null }, 'test'));
    store.dispatch(loggedIn(makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) + 30 } })));

    await vi.waitFor(() => expect(store.getState().auth.token?.refresh_token).toBe('rotated-refresh-token'));
    expect(endpoint).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Could not load the tab coordination; refreshing alone', expect.any(Error));
    store.dispatch(loggedOut());
  });
});
