import { Navigate, useParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsAuthenticated } from '../../auth/hooks.ts';
import { registrationMessages as m } from '../messages.ts';
import { SignUpOptions } from './sign-up-options.tsx';

/**
 * /m/{verificationCode}: finishing a sign-up started on the mobile-registration page. No look-up:
 * the code is checked when GET /me consumes it after sign-in (R-API-08).
 */
export function CompleteRegistrationPage() {
  const { verificationCode = '' } = useParams();
  const signedIn = useIsAuthenticated();

  if (signedIn) {
    return <Navigate to={paths.home} replace state={{ verificationCode }} />;
  }
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10">
      <PageHeading>{m.completeRegistration}</PageHeading>
      <SignUpOptions param="m" code={verificationCode} />
    </section>
  );
}
