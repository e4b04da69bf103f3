import { loggedOut } from '../../features/auth/auth-slice.ts';
import { MyAccountPage } from '../../features/users/components/my-account-page.tsx';
import { forgetMemberCard } from '../../lib/member-card-cache.ts';
import { useAppDispatch } from '../hooks.ts';

export function MyAccountRoute() {
  const dispatch = useAppDispatch();
  // The cache goes first: once logged out, the guard and /login navigate away from this page.
  const logOut = async () => {
    await forgetMemberCard().catch((error: unknown) => console.warn('could not clear the offline card', error));
    dispatch(loggedOut());
  };
  return <MyAccountPage onLogout={logOut} />;
}
