import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { registrationMessages as m } from '../messages.ts';
import { RegistrationAuthPage } from './registration-auth-page.tsx';

/** Stands in for the dashboard at '/', recording what it was handed. */
function Home() {
  const location = useLocation();
  return <output data-testid="home">{JSON.stringify(location.state)}</output>;
}

describe('RegistrationAuthPage', () => {
  it.each([
    ['registrationCode', '/r/auth/:registrationCode', '/r/auth/Fr3shers'],
    ['verificationCode', '/m/auth/:verificationCode', '/m/auth/mob1le'],
  ] as const)('shows the hold-tight line and goes to / with the %s in navigation state', async (kind, path, route) => {
    const { router } = renderWithProviders(<RegistrationAuthPage kind={kind} />, {
      path,
      route,
      routes: [{ path: '/', element: <Home /> }],
    });

    const state = JSON.parse((await screen.findByTestId('home')).textContent ?? 'null');
    expect(state).toEqual({ [kind]: route.split('/').pop() });
    expect(router.state.location.pathname).toBe('/');
    // Replaced, not pushed: Back from the dashboard must not bounce through the hand-over page again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the hold-tight line until the home page is ready', async () => {
    let loadHome: (route: { Component: typeof Home }) => void = () => {};
    const homeLoaded = new Promise<{ Component: typeof Home }>((resolve) => {
      loadHome = resolve;
    });
    renderWithProviders(<RegistrationAuthPage kind="registrationCode" />, {
      path: '/r/auth/:registrationCode',
      route: '/r/auth/Fr3shers',
      routes: [{ path: '/', lazy: () => homeLoaded }],
    });

    expect(screen.getByRole('status')).toHaveTextContent(m.holdTight);
    loadHome({ Component: Home });
    expect(await screen.findByTestId('home')).toHaveTextContent('{"registrationCode":"Fr3shers"}');
    expect(screen.queryByText(m.holdTight)).not.toBeInTheDocument();
  });
});
