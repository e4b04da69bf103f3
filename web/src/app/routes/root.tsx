import { RootLayout } from '../../components/layout/root-layout.tsx';
import { selectGroupName } from '../../config/config-slice.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import { useAppSelector } from '../hooks.ts';

export function Root() {
  const signedIn = useIsAuthenticated();
  const groupName = useAppSelector(selectGroupName);

  return <RootLayout signedIn={signedIn} groupName={groupName} />;
}
