import { readSavedTokens } from './session-storage.ts';
import {
  decodeJwtPayload,
  EXPIRY_MARGIN_MS,
  sessionTimes,
  userFromClaims,
  type TokenSet,
  type User,
} from './token.ts';

/**
 * The signed-in state and the one answer to "signed in?". Free of the framework, so the entry can ask
 * it before the store exists (docs/decisions/014-startup-preloads-the-opened-page.md).
 */
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

/** On page load a token saved in session storage restores the signed-in state (R-STATE-07). */
export function restoreAuthState(): AuthState {
  const saved = readSavedTokens();
  return (saved && stateFromTokens(saved, Date.now())) ?? loggedOutState;
}

/** Signed in only while a user is known and the access token's raw `exp` is later than `now` (R-STATE-08). */
export function isSignedIn(state: AuthState, now: number): boolean {
  return state.user !== null && state.accessExpiresAt !== null && state.accessExpiresAt + EXPIRY_MARGIN_MS > now;
}
