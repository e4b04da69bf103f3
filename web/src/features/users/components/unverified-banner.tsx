import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { userMessages } from '../messages.ts';

/** Shown on the dashboard while the account is unverified (R-DASH-11, R-ERR-14). */
export function UnverifiedBanner() {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>{userMessages.unverifiedBanner}</p>
      <Link to={paths.verify} className="font-semibold text-violet-900 underline underline-offset-2">
        {userMessages.verifyNow}
      </Link>
    </div>
  );
}
