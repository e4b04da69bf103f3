import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/app.tsx';
import { routes } from '../../../app/router.tsx';
import { lazyPageMessages } from '../../../app/routes/lazy-page-messages.ts';
import { makeStore } from '../../../app/store.ts';
import { redirectTo } from '../../../lib/browser-location.ts';
import { API_HOST, makeTokenSet } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { storageKeys } from '../../auth/session-storage.ts';
import type { TokenSet } from '../../auth/token.ts';
import { makeOperatorTokens } from '../testing/admin-factories.ts';
import { listMessages } from '../list/messages.ts';
import { venueMessages } from '../venues/messages.ts';
import { shellMessages } from './messages.ts';

vi.mock('../../../lib/browser-location.ts', () => ({ redirectTo: vi.fn() }));

/** Boots the whole app at `path` as app/start.tsx does, signed in with `tokens` if given. */
function openApp(path: string, tokens?: TokenSet) {
  if (tokens) {
    sessionStorage.setItem(storageKeys.token, JSON.stringify(tokens));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App store={makeStore()}>
      <RouterProvider router={router} />
    </App>);
  return router;
}

const staffTokens = () => makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles: ['staff'] } } } });

describe('the /admin guard', () => {
  it('opens the console for the client role admin, with its areas in the navigation', async () => {
    server.use(http.get(`${API_HOST}/admin/venues`, () => HttpResponse.json({ items: [], nextCursor: null })));
    openApp('/admin/venues', makeOperatorTokens());

    // The console's chunks load on first visit, which takes a moment under test.
    expect(await screen.findByRole('heading', { level: 1, name: venueMessages.title }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: shellMessages.navLabel });
    expect(within(nav).getByRole('link', { name: shellMessages.areas.venues })).toHaveAttribute('aria-current', 'page');
    // The way back to the console's home, current only there.
    expect(within(nav).getByRole('link', { name: shellMessages.areas.home })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: shellMessages.areas.home })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText(listMessages.empty)).toBeInTheDocument();
  });

  it.each([
    ['a member', makeTokenSet],
    ['venue staff', staffTokens],
  ])("shows %s 'Access denied'", async (_who, tokens) => {
    const router = openApp('/admin/venues', tokens());

    expect(await screen.findByRole('heading', { name: lazyPageMessages.accessDeniedTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('sends a visitor to sign in, to come back to the console after', async () => {
    openApp('/admin/venues?active=true');

    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalled(), { timeout: 10_000 });
    const authorize = new URL(String(vi.mocked(redirectTo).mock.calls[0]?.[0]));
    const redirectUri = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    expect(redirectUri.searchParams.get('returnUrl')).toBe('/admin/venues?active=true');
  });
});
