import type { OAuthConfig } from '@venue-pass/contracts';
import { createListenerMiddleware, isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { loadConfig, type ConfigState } from '../../config/config-slice.ts';
import { loggedIn, loggedOut, sessionExpired, tokensRefreshed } from './auth-slice.ts';
import type { AuthState } from './auth-state.ts';
import { loadedApi } from '../../lib/api-loaded.ts';
import type { RefreshCoordinator } from './refresh-coordinator.ts';
import { clearSavedTokens, saveTokens } from './session-storage.ts';
import { browserRefreshCoordination, type RefreshCoordination } from './tab-turns.ts';
import type { TokenSet } from './token.ts';

/** Timers fire this long before the stored deadlines (R-CONST-03). */
export const SESSION_TIMER_LEAD_MS = 5000;

export type RefreshTokens = (
  config: OAuthConfig,
  refreshToken: string,
) => Promise<TokenSet | undefined>;

interface SessionState {
  auth: AuthState;
  config: ConfigState;
}

export interface SessionListenerOptions {
  /** Defaults to the real token endpoint call; tests pass a fake. */
  refreshTokens?: RefreshTokens;
  /**
   * How tabs sharing a refresh token take turns (tab-turns.ts): the browser's Web Locks and
   * BroadcastChannel by default; null refreshes without asking other tabs.
   */
  refreshCoordination?: RefreshCoordination | null;
}

/**
 * Keeps the session alive (R-STATE-09 to R-STATE-12) and mirrors the token into session storage.
 * Tabs holding the same refresh token take turns refreshing it, so the provider never sees it twice.
 *
 * Every auth change, and the arrival of the configuration (needed for the token endpoint),
 * restarts the timers: the effect cancels its previous run first, so there is only ever one
 * pair of timers, and signing out leaves none.
 */
export function createSessionListener(
  options: SessionListenerOptions = {},
): ListenerMiddlewareInstance<SessionState> {
  // The token client loads when a session first needs refreshing, not with the first screen.
  const refresh: RefreshTokens =
    options.refreshTokens ??
    (async (config, refreshToken) => (await import('./oauth-client.ts')).refreshTokens(config, refreshToken));
  // The turn-taking code also loads with the first refresh; a browser that cannot take turns never needs it.
  let coordinator: Promise<RefreshCoordinator | null> | undefined;
  const loadCoordinator = async () => {
    const coordination = options.refreshCoordination === undefined ? browserRefreshCoordination() : options.refreshCoordination;
    return coordination ? (await import('./refresh-coordinator.ts')).createRefreshCoordinator(coordination) : null;
  };
  const refreshInTurn = async (config: OAuthConfig, refreshToken: string, signal: AbortSignal) => {
    coordinator ??= loadCoordinator().catch((error: unknown) => {
      // Refreshing alone is what every tab did before taking turns; the next refresh tries again.
      console.warn('Could not load the tab coordination; refreshing alone', error);
      coordinator = undefined;
      return null;
    });
    const ready = await coordinator;
    return ready ? ready.refresh(refreshToken, () => refresh(config, refreshToken), signal) : refresh(config, refreshToken);
  };
  const listener = createListenerMiddleware<SessionState>();

  listener.startListening({
    matcher: isAnyOf(loggedIn, tokensRefreshed),
    effect: (_action, api) => {
      const { token } = api.getState().auth;
      if (token) {
        saveTokens(token);
      }
    },
  });

  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: (_action, listenerApi) => {
      clearSavedTokens();
      // Cached member data must not outlive the session it was fetched for (none before the API loads).
      const api = loadedApi();
      if (api) {
        listenerApi.dispatch(api.util.resetApiState());
      }
    },
  });

  listener.startListening({
    matcher: isAnyOf(loggedIn, tokensRefreshed, loggedOut, sessionExpired, loadConfig.fulfilled),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { auth, config } = api.getState();
      const oAuth = config.config?.oAuth;
      if (!auth.token || auth.accessExpiresAt === null || !oAuth) {
        return;
      }

      if (auth.refreshExpiresAt !== null) {
        const expiresIn = auth.refreshExpiresAt - SESSION_TIMER_LEAD_MS - Date.now();
        // Forks end with this run, so a refresh or sign-out also disarms this timer.
        api.fork(async (fork) => {
          await fork.delay(Math.max(0, expiresIn));
          api.dispatch(sessionExpired());
        });
      }

      await api.delay(Math.max(0, auth.accessExpiresAt - SESSION_TIMER_LEAD_MS - Date.now()));
      const refreshToken = auth.token.refresh_token;
      const tokens = refreshToken ? await api.pause(refreshInTurn(oAuth, refreshToken, api.signal)) : undefined;
      api.dispatch(tokens ? tokensRefreshed(tokens) : sessionExpired());
    },
  });

  return listener;
}
