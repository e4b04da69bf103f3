import { Link, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { selectOAuthConfig } from '../../../config/config-slice.ts';
import { paths } from '../../../config/paths.ts';
import { selectAuthUser } from '../auth-slice.ts';
import { accountMessages } from '../messages.ts';
import { startPathOf } from '../roles.ts';
import { PasswordSection } from './password-section.tsx';

export interface AccountPageProps {
  /** Ends the session, as on the member's My Account. */
  onLogout: () => void | Promise<void>;
}

/**
 * /my-account for a signed-in user who is not a member (staff, operators): who is signed in, the way
 * to their own screen and Log out. It asks nothing of the member API, whose first call would make the
 * account a member.
 */
export function AccountPage({ onLogout }: AccountPageProps) {
  const navigate = useNavigate();
  const user = useAppSelector(selectAuthUser);
  const apiAudience = useAppSelector(selectOAuthConfig)?.apiAudience;
  const start = startPathOf(user?.roles ?? [], apiAudience);

  const logOut = async () => {
    await onLogout();
    // /login sees the kept id token and ends the provider's session as well.
    void navigate(paths.login, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeading>{accountMessages.myAccount}</PageHeading>
      {user && <p className="text-slate-800">{accountMessages.signedInAs(`${user.firstName} ${user.lastName}`.trim())}</p>}
      <p className="text-slate-700">{accountMessages.noMemberCard}</p>
      <PasswordSection />
      <div className="flex flex-wrap gap-3">
        {start !== paths.home && (
          <Link to={start} className={buttonClasses('primary')}>
            {start === paths.admin ? accountMessages.openConsole : start === paths.partner ? accountMessages.openVenueArea : accountMessages.openStaffScreen}
          </Link>
        )}
        <button type="button" onClick={logOut} className={buttonClasses('secondary')}>
          {accountMessages.logOut}
        </button>
      </div>
    </div>
  );
}
