import { useEffect } from 'react';
import { RootLayout } from '../../components/layout/root-layout.tsx';
import { selectGroupName } from '../../config/config-slice.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import { loadRequestModule } from '../../lib/base-query.ts';
import { useAppSelector } from '../hooks.ts';

export function Root() {
  const signedIn = useIsAuthenticated();
  const groupName = useAppSelector(selectGroupName);

  useEffect(() => {
    // After the first paint; a failure here is retried, and reported, by the first request.
    loadRequestModule().catch(() => undefined);
  }, []);

  return <RootLayout signedIn={signedIn} groupName={groupName} />;
}
