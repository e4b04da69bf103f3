import { loggedOut } from '../../features/auth/auth-slice.ts';
import { MyAccountPage } from '../../features/users/components/my-account-page.tsx';
import { useAppDispatch } from '../hooks.ts';

export function MyAccountRoute() {
  const dispatch = useAppDispatch();
  return <MyAccountPage onLogout={() => dispatch(loggedOut())} />;
}
