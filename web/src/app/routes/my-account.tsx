import { selectOAuthConfig } from '../../config/config-slice.ts';
import { loggedOut, selectRoles } from '../../features/auth/auth-slice.ts';
import { AccountPage } from '../../features/auth/components/account-page.tsx';
import { isMember } from '../../features/auth/roles.ts';
import { MyAccountPage } from '../../features/users/components/my-account-page.tsx';
import { forgetMemberCard } from '../../lib/member-card-cache.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';

/** The member's profile, or for staff and operators (issue 22 item 5) their account without one. */
export function MyAccountRoute() {
  const dispatch = useAppDispatch();
  const member = isMember(useAppSelector(selectRoles), useAppSelector(selectOAuthConfig)?.apiAudience);
  // The cache goes first: once logged out, the guard and /login navigate away from this page.
  const logOut = async () => {
    await forgetMemberCard().catch((error: unknown) => console.warn('could not clear the offline card', error));
    dispatch(loggedOut());
  };
  return member ? <MyAccountPage onLogout={logOut} /> : <AccountPage onLogout={logOut} />;
}
