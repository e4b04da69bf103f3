import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectOAuthConfig } from '../../../config/config-slice.ts';
import { paths } from '../../../config/paths.ts';
import { selectRoles } from '../auth-slice.ts';
import { useIsAuthenticated } from '../hooks.ts';
import { hasAllowedRole } from '../roles.ts';

/** What /login reads from navigation state to come back after sign-in. */
export interface LoginNavigationState {
  returnUrl: string;
}

export interface RequireAuthProps {
  /** Role names without the audience prefix, e.g. ['member']. */
  allowedRoles?: readonly string[];
  loginPath?: string;
  /** Rendered when allowed; an <Outlet /> when omitted, so the guard can wrap child routes. */
  children?: ReactNode;
}

/** The route guard (R-GUARD-01 to R-GUARD-04). */
export function RequireAuth({ allowedRoles = [], loginPath = paths.login, children }: RequireAuthProps) {
  const location = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const roles = useAppSelector(selectRoles);
  const apiAudience = useAppSelector(selectOAuthConfig)?.apiAudience;

  if (!isAuthenticated) {
    const state: LoginNavigationState = { returnUrl: `${location.pathname}${location.search}` };
    return <Navigate to={loginPath} replace state={state} />;
  }
  if (!hasAllowedRole(roles, allowedRoles, apiAudience)) {
    return <Navigate to={paths.accessDenied} replace />;
  }
  return children ?? <Outlet />;
}
