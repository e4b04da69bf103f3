import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSavedTokens } from './session-storage.ts';
import {
  decodeJwtPayload,
  EXPIRY_MARGIN_MS,
  sessionTimes,
  userFromClaims,
  type TokenSet,
  type User,
} from './token.ts';

export interface AuthState {
  token: TokenSet | null;
  user: User | null;
  /** Access-token `exp` minus 30 s, in ms. */
  accessExpiresAt: number | null;
  /** Refresh-token deadline minus 30 s, in ms; null when the provider gives none. */
  refreshExpiresAt: number | null;
  /** The id token of the session just ended, kept so /login can end the provider's session too. */
  logoutToken: string | null;
}

// One shared empty list, so selectors return a stable reference and components do not re-render.
const NO_ROLES: readonly string[] = [];

export const loggedOutState: AuthState = {
  token: null,
  user: null,
  accessExpiresAt: null,
  refreshExpiresAt: null,
  logoutToken: null,
};

/** The state for a token set, or null when the token cannot be read. */
export function stateFromTokens(tokens: TokenSet, receivedAt: number): AuthState | null {
  try {
    const stamped: TokenSet = { ...tokens, received_at: tokens.received_at ?? receivedAt };
    const times = sessionTimes(stamped, stamped.received_at ?? receivedAt);
    return {
      token: stamped,
      user: userFromClaims(decodeJwtPayload(tokens.access_token)),
      accessExpiresAt: times.accessExpiresAt,
      refreshExpiresAt: times.refreshExpiresAt,
      logoutToken: null,
    };
  } catch (error) {
    console.warn('Ignoring an unreadable token', error);
    return null;
  }
}

/** On page load a token saved in session storage restores the signed-in state (SPEC 4). */
export function restoreAuthState(): AuthState {
  const saved = readSavedTokens();
  return (saved && stateFromTokens(saved, Date.now())) ?? loggedOutState;
}

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
    /** Authenticated only while the access token's raw `exp` is later than `now` (SPEC 4). */
    selectIsAuthenticated: (state, now: number) =>
      state.user !== null &&
      state.accessExpiresAt !== null &&
      state.accessExpiresAt + EXPIRY_MARGIN_MS > now,
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
