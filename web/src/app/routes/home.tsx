import { lazy, type ComponentType } from 'react';
import { Navigate, useLoaderData, useSearchParams } from 'react-router';
import { paths, pathTo } from '../../config/paths.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import { isSignedIn, restoreAuthState } from '../../features/auth/auth-state.ts';
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

/** '/': ?r= goes to the registration landing; members see the dashboard, visitors the landing. */
export function HomePage() {
  const [params] = useSearchParams();
  const signedIn = useIsAuthenticated();
  const { Dashboard } = useLoaderData<HomeData>();
  const registrationCode = params.get('r');

  if (registrationCode) {
    return <Navigate to={pathTo(paths.registrationCode, { registrationCode })} replace />;
  }
  if (!signedIn) {
    return <Landing />;
  }
  return Dashboard ? <Dashboard /> : <LazyDashboard />;
}
