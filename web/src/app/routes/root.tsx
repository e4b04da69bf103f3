import { RootLayout } from '../../components/layout/root-layout.tsx';
import { selectGroupName, selectOAuthConfig } from '../../config/config-slice.ts';
import { selectRoles } from '../../features/auth/auth-slice.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import { STAFF_ROLES, hasAllowedRole } from '../../features/auth/roles.ts';
import { useAppSelector } from '../hooks.ts';

export function Root() {
  const signedIn = useIsAuthenticated();
  const groupName = useAppSelector(selectGroupName);
  const roles = useAppSelector(selectRoles);
  const apiAudience = useAppSelector(selectOAuthConfig)?.apiAudience;
  const staff = signedIn && hasAllowedRole(roles, STAFF_ROLES, apiAudience);

  return <RootLayout signedIn={signedIn} staff={staff} groupName={groupName} />;
}
