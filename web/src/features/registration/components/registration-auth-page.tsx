import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { registrationMessages as m } from '../messages.ts';

export interface RegistrationAuthPageProps {
  /** Which code the route carries; the dashboard hands it to GET /me under the matching name. */
  kind: 'registrationCode' | 'verificationCode';
}

/**
 * /r/auth/{registrationCode} and /m/auth/{verificationCode}: where sign-in returns to. Shows the
 * hold-tight line while handing the code to the dashboard in navigation state, so it never sits in
 * the address bar or history of '/'.
 */
export function RegistrationAuthPage({ kind }: RegistrationAuthPageProps) {
  const params = useParams();
  const code = params[kind] ?? '';
  const navigate = useNavigate();

  useEffect(() => {
    void navigate(paths.home, { replace: true, state: code ? { [kind]: code } : null });
  }, [navigate, kind, code]);

  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-violet-800 border-t-transparent motion-reduce:animate-none"
      />
      <p className="text-lg font-semibold text-slate-900">{m.holdTight}</p>
    </div>
  );
}
