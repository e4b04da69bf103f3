import { safeReturnUrl } from '@venue-pass/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { selectOAuthConfig } from '../../../config/config-slice.ts';
import { paths, pathTo } from '../../../config/paths.ts';
import { redirectTo } from '../../../lib/browser-location.ts';
import { logoutTokenUsed, selectLogoutToken } from '../auth-slice.ts';
import { authMessages } from '../messages.ts';
import { buildAuthorizeUrl, buildLogoutUrl } from '../oauth-client.ts';
import { passwordChange, reauthenticateToClose } from '../account-actions.ts';
import { createCodeChallenge, createCodeVerifier, createState } from '../pkce.ts';
import { savePkce } from '../session-storage.ts';

/** r wins over m, and either wins over the address carried in navigation state (R-LOGIN-03 to R-LOGIN-05). */
export function resolveReturnUrl(params: URLSearchParams, navigationState: unknown): string | null {
  const registrationCode = params.get('r');
  if (registrationCode) {
    return pathTo(paths.registrationAuth, { registrationCode });
  }
  const verificationCode = params.get('m');
  if (verificationCode) {
    return pathTo(paths.verificationAuth, { verificationCode });
  }
  const fromState =
    typeof navigationState === 'object' && navigationState !== null
      ? (navigationState as { returnUrl?: unknown }).returnUrl
      : undefined;
  return safeReturnUrl(fromState);
}

/** /login: sends the browser to the identity provider (R-LOGIN-01 to R-LOGIN-10). */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const oAuth = useAppSelector(selectOAuthConfig);
  const logoutToken = useAppSelector(selectLogoutToken);
  const [params] = useSearchParams();
  const location = useLocation();
  // Once the browser is on its way out, later renders must not start a second redirect.
  const leaving = useRef(false);

  const action = params.get('action');
  const changingPassword = action === passwordChange.action;
  const reauthenticating = action === reauthenticateToClose.action;
  const returnUrl = changingPassword
    ? passwordChange.returnUrl
    : reauthenticating
      ? reauthenticateToClose.returnUrl
      : resolveReturnUrl(params, location.state);
  const idpHint = params.get('idp');
  const register = params.get('register') === 'true';
  const kcAction = changingPassword ? passwordChange.kcAction : null;
  const prompt = reauthenticating ? reauthenticateToClose.prompt : null;

  useEffect(() => {
    if (!oAuth || leaving.current) {
      return;
    }
    if (logoutToken) {
      leaving.current = true;
      dispatch(logoutTokenUsed());
      redirectTo(buildLogoutUrl(oAuth, logoutToken, window.location.origin));
      return;
    }

    // StrictMode runs this effect twice; the first run is cancelled before its challenge is
    // ready, so exactly one state/verifier pair is stored and sent.
    let cancelled = false;
    const state = createState();
    const verifier = createCodeVerifier();
    void createCodeChallenge(verifier).then((codeChallenge) => {
      if (cancelled || leaving.current) {
        return;
      }
      leaving.current = true;
      savePkce(state, verifier);
      redirectTo(buildAuthorizeUrl(oAuth, { state, codeChallenge, returnUrl, idpHint, register, kcAction, prompt }));
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, oAuth, logoutToken, returnUrl, idpHint, register, kcAction, prompt]);

  if (!oAuth) {
    return (
      <p role="alert" className="p-8 text-center text-lg font-semibold text-red-800">
        {authMessages.noOpenIdConfiguration}
      </p>
    );
  }
  return <Loading />;
}
