import { isTokenSet, type TokenSet } from './token.ts';

/** Session storage keys, exactly as R-ENTITY-52 to R-ENTITY-54 name them. */
export const storageKeys = {
  token: 'token',
  oauthState: 'oauth-state',
  oauthVerifier: 'oauth-code',
} as const;

export function readSavedTokens(): TokenSet | null {
  try {
    const raw = sessionStorage.getItem(storageKeys.token);
    if (!raw) {
      return null;
    }
    const parsed: unknown = JSON.parse(raw);
    return isTokenSet(parsed) ? parsed : null;
  } catch {
    // Corrupt or unavailable storage simply means "not signed in".
    return null;
  }
}

export function saveTokens(tokens: TokenSet): void {
  sessionStorage.setItem(storageKeys.token, JSON.stringify(tokens));
}

export function clearSavedTokens(): void {
  sessionStorage.removeItem(storageKeys.token);
}

export function savePkce(state: string, verifier: string): void {
  sessionStorage.setItem(storageKeys.oauthState, state);
  sessionStorage.setItem(storageKeys.oauthVerifier, verifier);
}

export function readPkce(): { state: string | null; verifier: string | null } {
  return {
    state: sessionStorage.getItem(storageKeys.oauthState),
    verifier: sessionStorage.getItem(storageKeys.oauthVerifier),
  };
}

export function clearPkce(): void {
  sessionStorage.removeItem(storageKeys.oauthState);
  sessionStorage.removeItem(storageKeys.oauthVerifier);
}
