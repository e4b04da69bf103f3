import { RegistrationCodeSchema } from '@venue-pass/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { useIsAuthenticated } from '../../auth/hooks.ts';
import { useGetRegistrationSourceQuery } from '../api.ts';
import { registrationMessages as m } from '../messages.ts';
import { SignUpOptions } from './sign-up-options.tsx';

/** /r/{registrationCode}: the sign-up landing of a registration source (R-RCODE-01 to R-RCODE-12). */
export function RegistrationCodePage() {
  const { registrationCode = '' } = useParams();
  const signedIn = useIsAuthenticated();
  // A code that cannot be valid never reaches the server, which would refuse it with a 400 anyway.
  const wellFormed = RegistrationCodeSchema.safeParse(registrationCode).success;
  const { data, isLoading, isError, error, refetch } = useGetRegistrationSourceQuery(registrationCode, {
    skip: signedIn || !wellFormed,
  });

  if (signedIn) {
    return <Navigate to={paths.home} replace state={{ registrationCode }} />;
  }
  if (isLoading) {
    return <Loading />;
  }
  // A 400 means the server found the code malformed: as invalid as an unknown one.
  const refused = apiErrorStatus(error) === 400;
  if (isError && !refused) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-10 text-center">
        <p role="alert" className="text-red-800">
          {m.lookupFailed}
        </p>
        <button type="button" className={buttonClasses('secondary')} onClick={() => void refetch()}>
          {m.tryAgain}
        </button>
      </section>
    );
  }
  if (!wellFormed || refused || !data?.found) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-10 text-center">
        <PageHeading>{m.codeNotValid}</PageHeading>
        <Link to={paths.register} className={buttonClasses('primary')}>
          {m.signUp}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10">
      <PageHeading>{m.exclusiveSignUp}</PageHeading>
      <p className="text-xl font-semibold text-violet-900">{data.name}</p>
      <SignUpOptions param="r" code={registrationCode} />
    </section>
  );
}
