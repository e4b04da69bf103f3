import { Field, Label, Switch } from '@headlessui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { registrationMessages as m, type Mode } from '../messages.ts';
import { type CodeParam, emailLoginHref, SOCIAL_PROVIDERS, type SocialProvider, socialLoginHref } from '../sign-in-links.ts';

const socialLabel: Record<SocialProvider, (mode: Mode) => string> = {
  facebook: m.withFacebook,
  google: m.withGoogle,
  apple: m.withApple,
};

export interface SignUpOptionsProps {
  /** r for a registration code, m for a mobile verification code. */
  param: CodeParam;
  code: string;
}

/** The provider buttons of /r and /m with the sign-up/login toggle (R-RCODE-06 to R-RCODE-11, R-MCODE-03). */
export function SignUpOptions({ param, code }: SignUpOptionsProps) {
  const [mode, setMode] = useState<Mode>('signUp');

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{mode === 'signUp' ? m.signUpIntro : m.logInIntro}</p>
      <Field className="flex items-center gap-3">
        <Switch
          checked={mode === 'logIn'}
          onChange={(checked) => setMode(checked ? 'logIn' : 'signUp')}
          className="group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-checked:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        >
          <span
            aria-hidden="true"
            className="inline-block size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6"
          />
        </Switch>
        <Label className="text-sm font-medium text-slate-800">{m.haveAccount}</Label>
      </Field>
      <ul className="flex flex-col gap-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <Link to={socialLoginHref(provider, param, code)} className={buttonClasses('secondary', 'w-full')}>
              {socialLabel[provider](mode)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={emailLoginHref(mode, param, code)} className={buttonClasses('primary', 'w-full')}>
            {m.withEmail(mode)}
          </Link>
        </li>
      </ul>
    </div>
  );
}
