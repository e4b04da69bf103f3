import type { AppConfig } from '@venue-pass/contracts';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { makeStore, type AppStore, type RootState, type StoreOptions } from '../app/store.ts';
import { loggedOutState, stateFromTokens } from '../features/auth/auth-state.ts';
import type { TokenSet } from '../features/auth/token.ts';
import { makeConfig, makeTokenSet } from './factories.ts';

export interface RenderOptions {
  /** Route pattern the element is mounted at; defaults to '/'. */
  path?: string;
  /** The starting address (defaults to `path`), optionally with navigation state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Signs a member in: `true` for the default tokens, or the tokens to use. */
  signedIn?: boolean | TokenSet;
  /** The loaded configuration; `null` leaves the config slice idle. Defaults to makeConfig(). */
  config?: AppConfig | null;
  preloadedState?: Partial<RootState>;
  storeOptions?: StoreOptions;
  /** More routes next to the element's, e.g. a real page to land on. */
  routes?: RouteObject[];
  strict?: boolean;
  /** Providers the app puts around every route of an area (the console's toasts), kept across navigation. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/** Shows where navigation ended up, for routes a test does not mount. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** The current address as shown by the fallback route. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function currentLocationState(): unknown {
  return JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');
}

/**
 * Renders `ui` inside a fresh store and a memory router, the way the app mounts pages.
 * Any address without a route renders a location probe, so redirects can be asserted with
 * `currentLocation()`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const path = options.path ?? '/';
  const config = options.config === undefined ? makeConfig() : options.config;
  const tokens = options.signedIn === true ? makeTokenSet() : options.signedIn || null;
  const auth = (tokens && stateFromTokens(tokens, Date.now())) ?? loggedOutState;
  const store = makeStore(
    {
      config: { status: config ? 'loaded' : 'idle', config, version: null },
      auth,
      ...options.preloadedState,
    },
    options.storeOptions,
  );
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [options.route ?? path] },
  );
  const Wrapper = options.wrapper;
  const routed = <RouterProvider router={router} />;
  const tree = <Provider store={store}>{Wrapper ? <Wrapper>{routed}</Wrapper> : routed}</Provider>;
  const user = userEvent.setup();
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, store, router, user };
}
