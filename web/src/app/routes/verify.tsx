import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { markVerifyPromptSeen } from '../../lib/onboarding.ts';
import { useGetMeQuery } from '../../features/users/api.ts';
import { userMessages } from '../../features/users/messages.ts';
import { VerifyAccountForm } from '../../features/verification/components/verify-account-form.tsx';
import { verificationMessages } from '../../features/verification/messages.ts';

/**
 * /verify: a member already verified on arrival goes straight to / (R-VERIFY-03). Having been here, a
 * member who leaves through the navigation bar sees the dashboard with the unverified banner (R-DASH-11).
 */
export function VerifyPage() {
  const navigate = useNavigate();
  const { data: profile, isLoading, isError } = useGetMeQuery();
  useEffect(markVerifyPromptSeen, []);

  if (profile?.isVerified) {
    return <Navigate to={paths.home} replace />;
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <PageHeading>{verificationMessages.title}</PageHeading>
      {isLoading && <Loading />}
      {isError && (
        <p role="alert" className="text-red-800">
          {userMessages.loadFailed}
        </p>
      )}
      {profile && <VerifyAccountForm onVerified={() => void navigate(paths.home, { replace: true })} />}
    </section>
  );
}
