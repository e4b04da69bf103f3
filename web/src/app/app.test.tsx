import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { layoutMessages } from '../components/layout/messages.ts';
import { configMessages } from '../config/messages.ts';
import { accountMessages } from '../features/auth/messages.ts';
import { storageKeys } from '../features/auth/session-storage.ts';
import { partnerMessages } from '../features/partner/messages.ts';
import { staffMessages } from '../features/staff/messages.ts';
import { userMessages } from '../features/users/messages.ts';
import { redirectTo } from '../lib/browser-location.ts';
import { makeConfig, makeTokenSet, TEST_ORIGIN } from '../testing/factories.ts';
import { server } from '../testing/msw/server.ts';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { lazyPageMessages } from './routes/lazy-page-messages.ts';
import { pageMessages } from './routes/messages.ts';
import { makeStore } from './store.ts';

vi.mock('../lib/browser-location.ts', () => ({ redirectTo: vi.fn() }));

/** Boots the whole app at `path` the way app/start.tsx does, with a memory router. */
function renderApp(
  path: string | { pathname: string; search?: string; state?: unknown } = '/',
  options: { signedIn?: boolean; roles?: string[] } = {},
) {
  if (options.signedIn) {
    const tokens = options.roles ? makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles: options.roles } } } }) : makeTokenSet();
    sessionStorage.setItem(storageKeys.token, JSON.stringify(tokens));
  }
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App store={store}>
      <RouterProvider router={router} />
    </App>);
  return { store, router, user: userEvent.setup() };
}

describe('App start', () => {
  it("shows 'Loading' until the configuration arrives, then the page", async () => {
    renderApp('/');

    expect(screen.getByRole('status')).toHaveTextContent(configMessages.loading);
    expect(await screen.findByRole('heading', { name: pageMessages.landingTitle })).toBeInTheDocument();
  });

  it("shows 'Failed to load application configuration' when config.json fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${TEST_ORIGIN}/config/config.json`, () => new HttpResponse(null, { status: 500 })));

    renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent(configMessages.loadFailed);
  });

  it('fails the same way for a configuration that does not match the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${TEST_ORIGIN}/config/config.json`, () => HttpResponse.json({ api: {} })));

    renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent(configMessages.loadFailed);
  });

  it('keeps the version served by /version.json', async () => {
    const served = { version: '2.4.0', commit: 'abc1234', builtAt: '2025-06-01T12:00:00Z' };
    server.use(http.get(`${TEST_ORIGIN}/version.json`, () => HttpResponse.json(served)));

    const { store } = renderApp('/');

    expect(await screen.findByRole('heading', { name: pageMessages.landingTitle })).toBeInTheDocument();
    expect(store.getState().config.version).toEqual(served);
  });

  it('still starts without /version.json, keeping no version', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${TEST_ORIGIN}/version.json`, () => new HttpResponse(null, { status: 404 })));

    const { store } = renderApp('/');

    expect(await screen.findByRole('heading', { name: pageMessages.landingTitle })).toBeInTheDocument();
    expect(store.getState().config.version).toBeNull();
    expect(store.getState().config.config?.site.groupName).toBe('Test Group');
  });
});

describe('navigation bar and footer', () => {
  it('links every entry, the logo and Login for a visitor', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: layoutMessages.mainNavigation });

    expect(within(nav).getByRole('link', { name: layoutMessages.homeLogo })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: layoutMessages.home })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: layoutMessages.venues })).toHaveAttribute('href', '/venues');
    expect(within(nav).getByRole('link', { name: layoutMessages.offers })).toHaveAttribute('href', '/offers');
    expect(within(nav).getByRole('link', { name: layoutMessages.vip })).toHaveAttribute('href', '/vip');
    expect(within(nav).getByRole('link', { name: layoutMessages.login })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: layoutMessages.myAccount })).not.toBeInTheDocument();
  });

  it('opens the About Us group to show Contact Us', async () => {
    const { user } = renderApp('/');
    const aboutUs = await screen.findByRole('button', { name: layoutMessages.aboutUs });

    expect(screen.queryByRole('link', { name: layoutMessages.contactUs })).not.toBeInTheDocument();
    await user.click(aboutUs);

    expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: layoutMessages.contactUs })).toHaveAttribute('href', '/about/contact-us');
  });

  it('toggles the menu on small screens', async () => {
    const { user } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: layoutMessages.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(layoutMessages.closeMenu);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows My Account instead of Login for a member', async () => {
    renderApp('/', { signedIn: true });
    // The member's home loads its lazy chunks first, which takes longer than the default second on a busy machine.
    const nav = await screen.findByRole('navigation', { name: layoutMessages.mainNavigation }, { timeout: 5000 });

    expect(within(nav).getByRole('link', { name: layoutMessages.myAccount })).toHaveAttribute('href', '/my-account');
    expect(within(nav).queryByRole('link', { name: layoutMessages.login })).not.toBeInTheDocument();
  });

  it('shows the copyright with the group name and the privacy policy link', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByText('© 2025 Test Group')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: layoutMessages.privacyPolicy })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
  });

  it('serves the privacy policy with and without the trailing slash', async () => {
    renderApp('/privacy-policy/');
    expect(await screen.findByRole('heading', { name: lazyPageMessages.privacyPolicy })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the not-found page for unknown addresses', async () => {
    renderApp('/no-such-page/at-all');

    expect(await screen.findByRole('heading', { name: pageMessages.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(pageMessages.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pageMessages.backToHome })).toHaveAttribute('href', '/');
  });

  it('redirects /?r=X to /r/X, replacing history', async () => {
    const { router } = renderApp('/?r=PROMO1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/r/PROMO1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the landing page with Register Now and Login links to a visitor', async () => {
    renderApp('/');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: pageMessages.landingTitle })).toBeInTheDocument();
    expect(within(main).getByText(pageMessages.landingText)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: pageMessages.registerNow })).toHaveAttribute('href', '/register');
    expect(within(main).getByRole('link', { name: pageMessages.login })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('heading', { name: 'Our Venues' })).toBeInTheDocument();
  });

  it('shows the dashboard to a member at /', async () => {
    renderApp('/', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByText(userMessages.qrCaption)).toBeInTheDocument();
  });

  describe('an account that is not a member', () => {
    /** Counts the member-profile requests, which would create a member behind the account. */
    function countProfileRequests() {
      const requests: string[] = [];
      server.use(
        http.get(`${TEST_ORIGIN}/api/me`, ({ request }) => {
          requests.push(request.url);
          return HttpResponse.json({ message: 'not a member' }, { status: 403 });
        }),
      );
      return requests;
    }

    it('is sent from / to the staff screen for the staff role, with no member onboarding', async () => {
      const profileRequests = countProfileRequests();
      server.use(http.get(`${TEST_ORIGIN}/api/staff/venues`, () => HttpResponse.json([])));
      const { router } = renderApp('/', { signedIn: true, roles: ['staff'] });

      expect(await screen.findByRole('heading', { name: staffMessages.title })).toBeInTheDocument();
      expect(await screen.findByText(staffMessages.noVenues)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/staff');
      expect(profileRequests).toEqual([]);
    });

    it('is sent from / to the console for the operator role', async () => {
      const profileRequests = countProfileRequests();
      const { router } = renderApp('/', { signedIn: true, roles: ['admin'] });

      // The console's chunk loads before the navigation completes.
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin/), { timeout: 10_000 });
      expect(profileRequests).toEqual([]);
    });

    it('sees on My Account who is signed in, a way to their screen and Log out, without the member profile', async () => {
      const profileRequests = countProfileRequests();
      renderApp('/my-account', { signedIn: true, roles: ['staff'] });

      expect(await screen.findByRole('heading', { name: accountMessages.myAccount })).toBeInTheDocument();
      expect(screen.getByText(accountMessages.signedInAs('Ada Lovelace'))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: accountMessages.openStaffScreen })).toHaveAttribute('href', '/staff');
      expect(screen.getByRole('button', { name: accountMessages.logOut })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(profileRequests).toEqual([]);
    });

    it('as an operator, is offered the console from My Account', async () => {
      countProfileRequests();
      renderApp('/my-account', { signedIn: true, roles: ['admin'] });

      expect(await screen.findByRole('link', { name: accountMessages.openConsole })).toHaveAttribute('href', '/admin');
    });

    it('as a venue manager, is offered the venue area from My Account', async () => {
      countProfileRequests();
      renderApp('/my-account', { signedIn: true, roles: ['manager'] });

      expect(await screen.findByRole('link', { name: accountMessages.openVenueArea })).toHaveAttribute('href', '/partner');
    });
  });

  it('shows a member who is also staff their dashboard at /', async () => {
    renderApp('/', { signedIn: true, roles: ['member', 'staff'] });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  });

  it('offers every registration choice on /register', async () => {
    renderApp('/register');

    expect(await screen.findByRole('link', { name: lazyPageMessages.signUpWithFacebook })).toHaveAttribute(
      'href',
      '/login?idp=facebook',
    );
    expect(screen.getByRole('link', { name: lazyPageMessages.signUpWithGoogle })).toHaveAttribute('href', '/login?idp=google');
    expect(screen.getByRole('link', { name: lazyPageMessages.signUpWithApple })).toHaveAttribute('href', '/login?idp=apple');
    expect(screen.getByRole('link', { name: 'Sign up with Email' })).toHaveAttribute('href', '/login?register=true');
  });

  it.each(['/wallet', '/verify', '/staff'])('sends a visitor from %s through /login to the provider, returning there', async (path) => {
    vi.mocked(redirectTo).mockClear();
    const { router } = renderApp(path);

    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/login');
    const url = new URL(vi.mocked(redirectTo).mock.calls.at(-1)![0]);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${makeConfig().oAuth!.redirectUri}?returnUrl=${encodeURIComponent(path)}`,
    );
  });

  it("shows 'Wallet' to a member", async () => {
    renderApp('/wallet', { signedIn: true });
    expect(await screen.findByRole('heading', { name: lazyPageMessages.wallet })).toBeInTheDocument();
  });

  it('logs a member out from My Account and ends the provider session', async () => {
    vi.mocked(redirectTo).mockClear();
    const { user, store } = renderApp('/my-account', { signedIn: true });
    const idToken = store.getState().auth.token?.id_token;

    await user.click(await screen.findByRole('button', { name: userMessages.logOut }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(makeConfig().oAuth!.logoutUrl);
    expect(url.searchParams.get('id_token_hint')).toBe(idToken);
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });

  it('shows the access denied page', async () => {
    renderApp('/access-denied');
    expect(await screen.findByRole('heading', { name: lazyPageMessages.accessDeniedTitle })).toBeInTheDocument();
  });

  describe('/staff', () => {
    it('shows a member without the staff role the access denied page', async () => {
      const { router } = renderApp('/staff', { signedIn: true });
      expect(await screen.findByRole('heading', { name: lazyPageMessages.accessDeniedTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/access-denied');
      expect(screen.queryByRole('link', { name: layoutMessages.staff })).not.toBeInTheDocument();
    });

    it('opens the staff screen for the staff role', async () => {
      server.use(http.get(`${TEST_ORIGIN}/api/staff/venues`, () => HttpResponse.json([])));
      renderApp('/staff', { signedIn: true, roles: ['staff'] });
      expect(await screen.findByRole('heading', { name: staffMessages.title })).toBeInTheDocument();
      expect(await screen.findByText(staffMessages.noVenues)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: layoutMessages.staff })).toHaveAttribute('href', '/staff');
    });
  });

  describe('/partner', () => {
    it('shows staff without the manager role the access denied page', async () => {
      const { router } = renderApp('/partner', { signedIn: true, roles: ['staff'] });
      expect(await screen.findByRole('heading', { name: lazyPageMessages.accessDeniedTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/access-denied');
    });

    it("opens a venue manager's area at their figures, with the staff screen and the area in the navigation", async () => {
      server.use(
        http.get(`${TEST_ORIGIN}/api/partner/figures`, ({ request }) => {
          const url = new URL(request.url);
          return HttpResponse.json({
            from: url.searchParams.get('from'),
            to: url.searchParams.get('to'),
            totals: { redemptions: 0, members: 0, vouchersRedeemed: 0 },
            days: [],
            offers: [],
            hours: [],
          });
        }),
      );
      const { router } = renderApp('/partner', { signedIn: true, roles: ['manager'] });
      expect(await screen.findByRole('heading', { name: partnerMessages.figuresTitle }, { timeout: 5000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/partner/figures');
      expect(await screen.findByText(partnerMessages.noneInRange)).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: layoutMessages.mainNavigation });
      expect(within(nav).getByRole('link', { name: layoutMessages.partner })).toHaveAttribute('href', '/partner');
      expect(within(nav).getByRole('link', { name: layoutMessages.staff })).toHaveAttribute('href', '/staff');
      expect(within(nav).queryByRole('link', { name: layoutMessages.admin })).not.toBeInTheDocument();
    });
  });
});
