import { lazy, type ComponentType } from 'react';
import { Navigate, useLoaderData, useSearchParams } from 'react-router';
import { selectOAuthConfig } from '../../config/config-slice.ts';
import { paths, pathTo } from '../../config/paths.ts';
import { selectRoles } from '../../features/auth/auth-slice.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import { isMember, startPathOf } from '../../features/auth/roles.ts';
import { isSignedIn, restoreAuthState } from '../../features/auth/auth-state.ts';
import { useAppSelector } from '../hooks.ts';
import { pages } from '../route-table.ts';
import { Landing } from './landing.tsx';

// Members only: keeps the QR library and the profile code out of the visitors' first screen.
const LazyDashboard = lazy(() => pages.dashboard().then((module) => ({ default: module.Dashboard })));

export interface HomeData {
  /** The dashboard, already loaded when '/' opened with a session. */
  Dashboard: ComponentType | null;
}

/**
 * Loads the dashboard's code before '/' renders for a member. Rendered through `lazy`, it would
 * first show a 'Loading' fallback, and React holds a fallback's replacement back for up to 300 ms,
 * which delayed the profile request by as much. A failure is left to `lazy`, which retries.
 */
export async function homeLoader(): Promise<HomeData> {
  if (!isSignedIn(restoreAuthState(), Date.now())) {
    return { Dashboard: null };
  }
  try {
    return { Dashboard: (await pages.dashboard()).Dashboard };
  } catch {
    return { Dashboard: null };
  }
}

/**
 * '/': ?r= goes to the registration landing; members see the dashboard, visitors the landing, and staff
 * and operators who are not members their own screen (issue 22 item 5): the dashboard would make them
 * members and start a member's onboarding.
 */
export function HomePage() {
  const [params] = useSearchParams();
  const signedIn = useIsAuthenticated();
  const roles = useAppSelector(selectRoles);
  const apiAudience = useAppSelector(selectOAuthConfig)?.apiAudience;
  const { Dashboard } = useLoaderData<HomeData>();
  const registrationCode = params.get('r');

  if (registrationCode) {
    return <Navigate to={pathTo(paths.registrationCode, { registrationCode })} replace />;
  }
  if (!signedIn) {
    return <Landing />;
  }
  const start = startPathOf(roles, apiAudience);
  if (!isMember(roles, apiAudience) && start !== paths.home) {
    return <Navigate to={start} replace />;
  }
  return Dashboard ? <Dashboard /> : <LazyDashboard />;
}
