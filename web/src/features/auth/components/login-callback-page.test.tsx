import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeConfig, makeTokenSet } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { authMessages } from '../messages.ts';
import { storageKeys } from '../session-storage.ts';
import { LoginCallbackPage } from './login-callback-page.tsx';

const oAuth = makeConfig().oAuth!;

function storePkce() {
  sessionStorage.setItem(storageKeys.oauthState, 'STATE');
  sessionStorage.setItem(storageKeys.oauthVerifier, 'VERIFIER');
}

function renderCallback(search: string, strict = false) {
  return renderWithProviders(<LoginCallbackPage />, { path: '/login/callback', route: `/login/callback${search}`, strict });
}

describe('LoginCallbackPage', () => {
  it("shows 'Loading', exchanges the code once, saves the tokens and goes to returnUrl", async () => {
    storePkce();
    const tokens = makeTokenSet();
    const forms: URLSearchParams[] = [];
    server.use(
      http.post(oAuth.tokenUrl, async ({ request }) => {
        forms.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(tokens);
      }),
    );

    const { store } = renderCallback('?code=CODE&state=STATE&returnUrl=%2Fwallet%3Fa%3D1', true);

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(currentLocation()).toBe('/wallet?a=1'));
    expect(forms).toHaveLength(1);
    expect(Object.fromEntries(forms[0]!)).toEqual({
      grant_type: 'authorization_code',
      client_id: oAuth.clientId,
      redirect_uri: `${oAuth.redirectUri}?returnUrl=%2Fwallet%3Fa%3D1`,
      code: 'CODE',
      code_verifier: 'VERIFIER',
    });
    expect(store.getState().auth.user?.userName).toBe('user-123');
    expect(JSON.parse(sessionStorage.getItem(storageKeys.token)!)).toMatchObject({ access_token: tokens.access_token });
    expect(sessionStorage.getItem(storageKeys.oauthState)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.oauthVerifier)).toBeNull();
  });

  it('goes to / when there is no return address', async () => {
    storePkce();
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json(makeTokenSet())));

    renderWithProviders(<LoginCallbackPage />, {
      path: '/login/callback',
      route: '/login/callback?code=C&state=STATE',
      routes: [{ path: '/', element: <p>home page</p> }],
    });

    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it.each([
    { roles: ['staff'], area: '/staff' },
    { roles: ['member', 'staff'], area: '/staff' },
    { roles: ['admin'], area: '/admin' },
    { roles: ['manager'], area: '/partner' },
    { roles: ['admin', 'manager'], area: '/admin' },
  ])('sends an account with the roles $roles to $area when there is no return address, not to the member pages', async ({ roles, area }) => {
    storePkce();
    const tokens = makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles } } } });
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json(tokens)));

    renderCallback('?code=C&state=STATE');

    await waitFor(() => expect(currentLocation()).toBe(area));
  });

  it('still goes to the return address an account with the staff role asked for', async () => {
    storePkce();
    const tokens = makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles: ['staff'] } } } });
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json(tokens)));

    renderCallback('?code=C&state=STATE&returnUrl=%2Fmobile-registration');

    await waitFor(() => expect(currentLocation()).toBe('/mobile-registration'));
  });

  it('ignores an unsafe returnUrl and goes to /', async () => {
    storePkce();
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json(makeTokenSet())));

    renderCallback('?code=C&state=STATE&returnUrl=%2F%2Fevil.example');

    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('sends a mismatched state to /login without calling the token endpoint', async () => {
    storePkce();
    const tokenCall = vi.fn(() => HttpResponse.json(makeTokenSet()));
    server.use(http.post(oAuth.tokenUrl, tokenCall));

    renderCallback('?code=C&state=OTHER&returnUrl=%2Fwallet');

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(currentLocationState()).toEqual({ returnUrl: '/wallet' });
    expect(tokenCall).not.toHaveBeenCalled();
  });

  it('sends a missing state to /login', async () => {
    storePkce();
    renderCallback('?code=C');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it("shows 'Major Error' for an error parameter", () => {
    storePkce();
    renderCallback('?error=access_denied&state=STATE');
    expect(screen.getByRole('heading', { name: authMessages.majorError })).toBeInTheDocument();
  });

  it('sends a 400 from the token endpoint to /login', async () => {
    storePkce();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(oAuth.tokenUrl, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));

    renderCallback('?code=C&state=STATE');

    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it("shows 'Major Error' for any other token endpoint failure", async () => {
    storePkce();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(oAuth.tokenUrl, () => new HttpResponse(null, { status: 502 })));

    renderCallback('?code=C&state=STATE');

    expect(await screen.findByRole('heading', { name: authMessages.majorError })).toBeInTheDocument();
  });
});
