import { describe, expect, it } from 'vitest';
import { makeTokenSet } from '../../testing/factories.ts';
import { savePkce, saveTokens } from './session-storage.ts';

// Other tests go through storageKeys; these pin the required names (R-ENTITY-52 to R-ENTITY-54), which must not drift.
describe('session storage keys', () => {
  it("keeps the saved tokens under 'token'", () => {
    const tokens = makeTokenSet();

    saveTokens(tokens);

    expect(JSON.parse(sessionStorage.getItem('token')!)).toEqual(tokens);
  });

  it("keeps the random state under 'oauth-state' and the PKCE verifier under 'oauth-code'", () => {
    savePkce('the-state', 'the-verifier');

    expect(sessionStorage.getItem('oauth-state')).toBe('the-state');
    expect(sessionStorage.getItem('oauth-code')).toBe('the-verifier');
  });
});
