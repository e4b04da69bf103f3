import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { passwordChange, passwordChangeMessages } from '../account-actions.ts';

/** My Account's way to change the password at the identity provider, and its outcome once back. */
export function PasswordSection() {
  const [params] = useSearchParams();
  const changed = params.get(passwordChange.doneParam) === passwordChange.doneValue;
  return (
    <section aria-labelledby="password-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        {passwordChangeMessages.heading}
      </h2>
      {changed && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {passwordChangeMessages.changed}
        </p>
      )}
      <p className="text-sm text-slate-700">{passwordChangeMessages.explanation}</p>
      <div>
        <Link to={passwordChange.startPath} className={buttonClasses('secondary')}>
          {passwordChangeMessages.change}
        </Link>
      </div>
    </section>
  );
}
