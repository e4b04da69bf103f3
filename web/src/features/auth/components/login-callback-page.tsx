import { safeReturnUrl } from '@venue-pass/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { selectOAuthConfig } from '../../../config/config-slice.ts';
import { paths } from '../../../config/paths.ts';
import { loggedIn, selectRoles } from '../auth-slice.ts';
import { authMessages } from '../messages.ts';
import { exchangeCode, TokenRequestError } from '../oauth-client.ts';
import { startPathOf } from '../roles.ts';
import { clearPkce, readPkce } from '../session-storage.ts';

type Outcome =
  | { kind: 'exchange'; code: string; verifier: string }
  | { kind: 'succeeded' }
  | { kind: 'failed'; status: number };

/** An error parameter counts as 500, a missing or wrong state as 400 (R-STATE-15, R-STATE-16). */
function checkCallback(params: URLSearchParams): Outcome {
  if (params.get('error')) {
    return { kind: 'failed', status: 500 };
  }
  const stored = readPkce();
  const state = params.get('state');
  const code = params.get('code');
  if (!state || state !== stored.state || !stored.verifier || !code) {
    return { kind: 'failed', status: 400 };
  }
  return { kind: 'exchange', code, verifier: stored.verifier };
}

/** The OAuth callback screen (R-CALLBACK-01 to R-CALLBACK-06). */
export function LoginCallbackPage() {
  const dispatch = useAppDispatch();
  const oAuth = useAppSelector(selectOAuthConfig);
  const roles = useAppSelector(selectRoles);
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  // Session storage is read once: the exchange clears it, and later renders must not re-judge.
  const [outcome, setOutcome] = useState<Outcome>(() => checkCallback(params));
  // A code is single-use, so StrictMode's second effect run must not exchange it again.
  const exchangeStarted = useRef(false);

  useEffect(() => {
    if (outcome.kind !== 'exchange' || !oAuth || exchangeStarted.current) {
      return;
    }
    exchangeStarted.current = true;
    exchangeCode(oAuth, { code: outcome.code, verifier: outcome.verifier, returnUrl }).then(
      (tokens) => {
        clearPkce();
        dispatch(loggedIn(tokens));
        setOutcome({ kind: 'succeeded' });
      },
      (error: unknown) => {
        console.warn('Token exchange failed', error);
        setOutcome({ kind: 'failed', status: error instanceof TokenRequestError ? error.status : 500 });
      },
    );
  }, [dispatch, oAuth, outcome, returnUrl]);

  if (!oAuth) {
    return (
      <p role="alert" className="p-8 text-center text-lg font-semibold text-red-800">
        {authMessages.noOpenIdConfiguration}
      </p>
    );
  }
  switch (outcome.kind) {
    case 'exchange':
      return <Loading />;
    case 'succeeded':
      // With no return address a member goes to '/', staff and operators to their own screen (issue 22 item 5).
      return <Navigate to={safeReturnUrl(returnUrl) ?? startPathOf(roles, oAuth.apiAudience)} replace />;
    case 'failed':
      if (outcome.status === 400) {
        // Keep the return address so the second attempt still ends where the member was going.
        return <Navigate to={paths.login} replace state={returnUrl ? { returnUrl } : undefined} />;
      }
      return (
        <section className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
          <PageHeading>{authMessages.majorError}</PageHeading>
          <p className="text-slate-700">{authMessages.majorErrorHelp}</p>
          <Link to={paths.login} replace className={buttonClasses('primary')}>
            {authMessages.tryAgain}
          </Link>
        </section>
      );
  }
}
