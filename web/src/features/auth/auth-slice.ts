import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isSignedIn, loggedOutState, restoreAuthState, stateFromTokens, type AuthState } from './auth-state.ts';
import type { TokenSet } from './token.ts';

// One shared empty list, so selectors return a stable reference and components do not re-render.
const NO_ROLES: readonly string[] = [];

// The clock is read in `prepare` so the reducers stay pure and replayable.
const withReceivedAt = (tokens: TokenSet) => ({
  payload: { tokens, receivedAt: Date.now() },
});

function signIn(state: AuthState, tokens: TokenSet, receivedAt: number): AuthState {
  const next = stateFromTokens({ ...tokens, received_at: receivedAt }, receivedAt);
  return next ? { ...next, logoutToken: state.logoutToken } : state;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: restoreAuthState,
  reducers: {
    loggedIn: {
      reducer: (state, action: PayloadAction<{ tokens: TokenSet; receivedAt: number }>) =>
        signIn({ ...state, logoutToken: null }, action.payload.tokens, action.payload.receivedAt),
      prepare: withReceivedAt,
    },
    tokensRefreshed: {
      reducer: (state, action: PayloadAction<{ tokens: TokenSet; receivedAt: number }>) =>
        // Providers may omit a new refresh or id token on refresh; keep the ones we hold.
        signIn(
          state,
          {
            ...action.payload.tokens,
            refresh_token: action.payload.tokens.refresh_token ?? state.token?.refresh_token,
            id_token: action.payload.tokens.id_token ?? state.token?.id_token,
          },
          action.payload.receivedAt,
        ),
      prepare: withReceivedAt,
    },
    loggedOut: (state) => ({ ...loggedOutState, logoutToken: state.token?.id_token ?? null }),
    sessionExpired: () => loggedOutState,
    /** /login consumed the logout token; forgetting it stops /login from looping through logout. */
    logoutTokenUsed: (state) => {
      state.logoutToken = null;
    },
  },
  selectors: {
    selectAuthUser: (state) => state.user,
    selectAccessToken: (state) => state.token?.access_token ?? null,
    selectLogoutToken: (state) => state.logoutToken,
    selectRoles: (state) => state.user?.roles ?? NO_ROLES,
    selectIsAuthenticated: (state, now: number) => isSignedIn(state, now),
  },
});

export const { loggedIn, tokensRefreshed, loggedOut, sessionExpired, logoutTokenUsed } =
  authSlice.actions;
export const {
  selectAuthUser,
  selectAccessToken,
  selectLogoutToken,
  selectRoles,
  selectIsAuthenticated,
} = authSlice.selectors;
