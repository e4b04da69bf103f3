import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { lazyPageMessages } from './lazy-page-messages.ts';

const choices = [
  { label: lazyPageMessages.signUpWithFacebook, to: `${paths.login}?idp=facebook` },
  { label: lazyPageMessages.signUpWithGoogle, to: `${paths.login}?idp=google` },
  { label: lazyPageMessages.signUpWithApple, to: `${paths.login}?idp=apple` },
  { label: lazyPageMessages.signUpWithEmail, to: `${paths.login}?register=true` },
] as const;

/** /register: the registration choices (R-REGISTER-01 to R-REGISTER-04). */
export function RegisterPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <PageHeading>{lazyPageMessages.registerTitle}</PageHeading>
      <p className="text-slate-700">{lazyPageMessages.registerText}</p>
      <ul className="flex flex-col gap-3">
        {choices.map((choice) => (
          <li key={choice.to}>
            <Link to={choice.to} className={buttonClasses('secondary', 'w-full')}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
