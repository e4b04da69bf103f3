import { RootLayout } from '../../components/layout/root-layout.tsx';
import { selectGroupName, selectOAuthConfig } from '../../config/config-slice.ts';
import { selectRoles } from '../../features/auth/auth-slice.ts';
import { useIsAuthenticated } from '../../features/auth/hooks.ts';
import type { Workplace } from '../../components/layout/navbar.tsx';
import { MANAGER_ROLES, OPERATOR_ROLES, STAFF_ROLES, hasAllowedRole } from '../../features/auth/roles.ts';
import { useAppSelector } from '../hooks.ts';

export function Root() {
  const signedIn = useIsAuthenticated();
  const groupName = useAppSelector(selectGroupName);
  const roles = useAppSelector(selectRoles);
  const apiAudience = useAppSelector(selectOAuthConfig)?.apiAudience;
  const places: Array<[Workplace, readonly string[]]> = [
    ['staff', STAFF_ROLES],
    ['partner', MANAGER_ROLES],
    ['admin', OPERATOR_ROLES],
  ];
  const workplaces = signedIn ? places.filter(([, allowed]) => hasAllowedRole(roles, allowed, apiAudience)).map(([place]) => place) : [];

  return <RootLayout signedIn={signedIn} workplaces={workplaces} groupName={groupName} />;
}
