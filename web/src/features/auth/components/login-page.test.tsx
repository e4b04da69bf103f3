import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '../../../lib/browser-location.ts';
import { makeConfig, makeTokenSet } from '../../../testing/factories.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-with-providers.tsx';
import { authSlice, loggedOut } from '../auth-slice.ts';
import { stateFromTokens } from '../auth-state.ts';
import { authMessages } from '../messages.ts';
import { createCodeChallenge } from '../pkce.ts';
import { storageKeys } from '../session-storage.ts';
import { LoginPage } from './login-page.tsx';

vi.mock('../../../lib/browser-location.ts', () => ({ redirectTo: vi.fn() }));

const oAuth = makeConfig().oAuth!;

/** The one address the page sent the browser to. */
async function authorizeUrl(): Promise<URL> {
  await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
  return new URL(vi.mocked(redirectTo).mock.calls[0]![0]);
}

function renderLogin(route: RenderOptions['route'] = '/login', strict = false) {
  return renderWithProviders(<LoginPage />, { path: '/login', route, strict });
}

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
});

describe('LoginPage', () => {
  it('redirects to the authorize endpoint with PKCE S256 and stores state and verifier', async () => {
    renderLogin();

    const url = await authorizeUrl();
    expect(url.origin + url.pathname).toBe(oAuth.authorizeUrl);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'venue-pass-web',
      redirect_uri: oAuth.redirectUri,
      scope: oAuth.scope,
      code_challenge_method: 'S256',
    });
    expect(query).not.toHaveProperty('kc_idp_hint');
    expect(query.state).toBe(sessionStorage.getItem(storageKeys.oauthState));
    expect(query.state).toHaveLength(40);
    const verifier = sessionStorage.getItem(storageKeys.oauthVerifier)!;
    expect(verifier).toHaveLength(128);
    expect(query.code_challenge).toBe(await createCodeChallenge(verifier));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('redirects exactly once under StrictMode, with the stored state', async () => {
    renderLogin('/login', true);

    const url = await authorizeUrl();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(redirectTo).toHaveBeenCalledTimes(1);
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem(storageKeys.oauthState));
  });

  it('sends the idp hint as kc_idp_hint', async () => {
    renderLogin('/login?idp=google');
    expect((await authorizeUrl()).searchParams.get('kc_idp_hint')).toBe('google');
  });

  it("asks the provider for Keycloak's UPDATE_PASSWORD action when changing the password, returning to My Account with the outcome", async () => {
    renderLogin('/login?action=update-password');
    const url = await authorizeUrl();
    expect(url.pathname).toBe('/realms/venue-pass/protocol/openid-connect/auth');
    expect(url.searchParams.get('kc_action')).toBe('UPDATE_PASSWORD');
    expect(url.searchParams.get('redirect_uri')).toBe(`${oAuth.redirectUri}?returnUrl=${encodeURIComponent('/my-account?password=changed')}`);
  });

  it('asks the provider to sign the person in again before closing the account, returning to the closing dialog', async () => {
    renderLogin('/login?action=reauthenticate');
    const url = await authorizeUrl();
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.has('kc_action')).toBe(false);
    expect(url.searchParams.get('redirect_uri')).toBe(`${oAuth.redirectUri}?returnUrl=${encodeURIComponent('/my-account?close=confirm')}`);
  });

  it('sends no kc_action on an ordinary sign-in', async () => {
    renderLogin('/login?action=something-else');
    const url = await authorizeUrl();
    expect(url.searchParams.has('kc_action')).toBe(false);
    expect(url.searchParams.has('prompt')).toBe(false);
  });

  it('uses the registrations endpoint when register=true', async () => {
    renderLogin('/login?register=true');
    expect((await authorizeUrl()).pathname).toBe('/realms/venue-pass/protocol/openid-connect/registrations');
  });

  it('returns to /r/auth/{r} after sign-in, with r winning over m and navigation state', async () => {
    renderLogin({ pathname: '/login', search: '?r=ABC&m=XYZ', state: { returnUrl: '/wallet' } });
    expect((await authorizeUrl()).searchParams.get('redirect_uri')).toBe(
      `${oAuth.redirectUri}?returnUrl=%2Fr%2Fauth%2FABC`,
    );
  });

  it('returns to /m/auth/{m} when only m is given, winning over navigation state', async () => {
    renderLogin({ pathname: '/login', search: '?m=XYZ', state: { returnUrl: '/wallet' } });
    expect((await authorizeUrl()).searchParams.get('redirect_uri')).toBe(
      `${oAuth.redirectUri}?returnUrl=%2Fm%2Fauth%2FXYZ`,
    );
  });

  it('returns to the address from navigation state', async () => {
    renderLogin({ pathname: '/login', state: { returnUrl: '/wallet?tab=1' } });
    expect((await authorizeUrl()).searchParams.get('redirect_uri')).toBe(
      `${oAuth.redirectUri}?returnUrl=%2Fwallet%3Ftab%3D1`,
    );
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])(
    'ignores the unsafe return address %s',
    async (returnUrl) => {
      renderLogin({ pathname: '/login', state: { returnUrl } });
      expect((await authorizeUrl()).searchParams.get('redirect_uri')).toBe(oAuth.redirectUri);
    },
  );

  it('ends the provider session first when a logout token is held, then forgets it', async () => {
    const tokens = makeTokenSet();
    const auth = authSlice.reducer(stateFromTokens(tokens, Date.now())!, loggedOut());
    const { store } = renderWithProviders(<LoginPage />, { path: '/login', preloadedState: { auth } });

    const url = await authorizeUrl();
    expect(url.origin + url.pathname).toBe(oAuth.logoutUrl);
    expect(url.searchParams.get('id_token_hint')).toBe(tokens.id_token);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/login`);
    expect(store.getState().auth.logoutToken).toBeNull();
    // Forgetting the token must not start a sign-in on top of the logout.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(redirectTo).toHaveBeenCalledTimes(1);
  });

  it("shows 'No OpenID Configuration Found' without an oAuth section", () => {
    renderWithProviders(<LoginPage />, { path: '/login', config: { ...makeConfig(), oAuth: undefined } });

    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.noOpenIdConfiguration);
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
