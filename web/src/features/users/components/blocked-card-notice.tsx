import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { userMessages } from '../messages.ts';

export interface BlockedCardNoticeProps {
  /** The operator's words; blank when they gave none, which the contract allows. */
  reason: string;
}

/**
 * Shown above the card while the operator has blocked it. An alert rather than a status: the member may
 * be standing at the bar about to show a card staff will refuse, and the profile arrives after the page.
 */
export function BlockedCardNotice({ reason }: BlockedCardNoticeProps) {
  const trimmed = reason.trim();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950">
      <h2 className="text-lg font-bold">{userMessages.cardBlockedHeading}</h2>
      {trimmed && (
        <p>
          <span className="font-semibold">{userMessages.cardBlockedReasonLabel}</span>{' '}
          <span data-testid="card-blocked-reason">{trimmed}</span>
        </p>
      )}
      <p>
        {userMessages.cardBlockedHelp}{' '}
        <Link to={paths.contactUs} className="font-semibold text-violet-900 underline underline-offset-2">
          {userMessages.cardBlockedContact}
        </Link>
        .
      </p>
    </div>
  );
}
