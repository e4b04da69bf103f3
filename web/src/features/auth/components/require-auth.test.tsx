import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTokenSet } from '../../../testing/factories.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { hasAllowedRole } from '../roles.ts';
import { RequireAuth } from './require-auth.tsx';

const secret = <p>secret page</p>;

function withRoles(roles: Record<string, { roles: string[] }>) {
  return makeTokenSet({ claims: { resource_access: roles } });
}

describe('RequireAuth', () => {
  it('sends a visitor to /login (replacing history) with the current path and query as return address', () => {
    const { router } = renderWithProviders(<RequireAuth allowedRoles={['member']}>{secret}</RequireAuth>, {
      path: '/wallet',
      route: '/wallet?tab=2',
    });

    expect(currentLocation()).toBe('/login');
    expect(currentLocationState()).toEqual({ returnUrl: '/wallet?tab=2' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('uses a custom login path', () => {
    renderWithProviders(<RequireAuth loginPath="/sign-in">{secret}</RequireAuth>, { path: '/wallet' });
    expect(currentLocation()).toBe('/sign-in');
  });

  it('treats an expired access token as signed out', () => {
    renderWithProviders(<RequireAuth>{secret}</RequireAuth>, {
      path: '/wallet',
      signedIn: makeTokenSet({ claims: { exp: Math.floor(Date.now() / 1000) - 1 } }),
    });
    expect(currentLocation()).toBe('/login');
  });

  it('lets a member with {apiAudience}/member through', () => {
    renderWithProviders(<RequireAuth allowedRoles={['member']}>{secret}</RequireAuth>, { path: '/wallet', signedIn: true });
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('sends a member without an allowed role to /access-denied', () => {
    renderWithProviders(<RequireAuth allowedRoles={['promoter']}>{secret}</RequireAuth>, { path: '/wallet', signedIn: true });
    expect(currentLocation()).toBe('/access-denied');
  });

  it('does not accept the role from another client', () => {
    renderWithProviders(<RequireAuth allowedRoles={['member']}>{secret}</RequireAuth>, {
      path: '/wallet',
      signedIn: withRoles({ account: { roles: ['member'] } }),
    });
    expect(currentLocation()).toBe('/access-denied');
  });

  it('with no allowed roles, lets in any user holding a role and refuses one with none', () => {
    renderWithProviders(<RequireAuth>{secret}</RequireAuth>, { path: '/wallet', signedIn: withRoles({ account: { roles: ['x'] } }) });
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('with no allowed roles, sends a user without any role to /access-denied', () => {
    renderWithProviders(<RequireAuth>{secret}</RequireAuth>, { path: '/wallet', signedIn: withRoles({}) });
    expect(currentLocation()).toBe('/access-denied');
  });
});

describe('hasAllowedRole', () => {
  it('prefixes allowed roles with the audience and needs one match', () => {
    expect(hasAllowedRole(['api/a', 'api/b'], ['c', 'b'], 'api')).toBe(true);
    expect(hasAllowedRole(['api/a'], ['b'], 'api')).toBe(false);
    expect(hasAllowedRole(['api/a'], ['a'], undefined)).toBe(false);
  });
});
