import { useId } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useGetMeQuery } from '../api.ts';
import { userMessages } from '../messages.ts';

export interface MyAccountPageProps {
  /** Ends the session; the auth feature's logout, passed in by the route. */
  onLogout: () => void;
}

/** /my-account. The editable profile form arrives with the account issue. */
export function MyAccountPage({ onLogout }: MyAccountPageProps) {
  const navigate = useNavigate();
  const { data: profile, isError, isLoading } = useGetMeQuery();
  const emailId = useId();

  const logOut = () => {
    onLogout();
    // /login sees the kept id token and ends the provider's session as well.
    void navigate(paths.login, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <PageHeading>{userMessages.myAccount}</PageHeading>
      {isLoading && <Loading />}
      {isError && (
        <p role="alert" className="text-red-800">
          {userMessages.loadFailed}
        </p>
      )}
      {profile && (
        <div className="flex flex-col gap-1">
          <label htmlFor={emailId} className="text-sm font-medium text-slate-800">
            {userMessages.emailAddress}
          </label>
          <input
            id={emailId}
            type="email"
            readOnly
            value={profile.emailAddress}
            className="rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700"
          />
        </div>
      )}
      <div>
        <button type="button" onClick={logOut} className={buttonClasses('secondary')}>
          {userMessages.logOut}
        </button>
      </div>
    </div>
  );
}

