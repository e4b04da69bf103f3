import { lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import { pages } from '../pages.ts';
import { Landing } from './landing.tsx';

// Members only: keeps the QR library and the profile code out of the visitors' first screen.
const Dashboard = lazy(() => pages.dashboard().then((module) => ({ default: module.Dashboard })));

/** '/': ?r= goes to the registration landing; members see the dashboard, visitors the landing. */
export function HomePage() {
  const [params] = useSearchParams();
  const signedIn = useIsAuthenticated();
  const registrationCode = params.get('r');

  if (registrationCode) {
    return <Navigate to={paths.registrationCode(registrationCode)} replace />;
  }
  return signedIn ? <Dashboard /> : <Landing />;
}
