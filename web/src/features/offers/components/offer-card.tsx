import type { Offer } from '@venue-pass/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { offerMessages, unlockSteps } from '../messages.ts';
import { returnToState } from '../../../lib/onboarding.ts';
import { formatSchemeDate } from '../../../lib/scheme-dates.ts';
import { showsEndDate } from '../offer-schedule.ts';

export interface OfferCardProps {
  offer: Offer;
  /** Where Details leads, e.g. /offers/12; the offer travels in navigation state. */
  detailsPath: string;
}

/**
 * Name, description, 'Ends {date}' below year 3000, and Details (R-OFFERS-04 to R-OFFERS-07); a locked
 * offer shows how to unlock it.
 */
export function OfferCard({ offer, detailsPath }: OfferCardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  if (offer.locked) {
    const step = unlockSteps[offer.requirement];
    return (
      <article aria-label={offer.name} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <svg viewBox="0 0 24 24" role="img" aria-label={offerMessages.locked} className="size-5 text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {offer.name}
        </h3>
        <p className="text-slate-700">{step.text}</p>
        <Link to={step.href} state={returnToState(location.pathname)} className={buttonClasses('secondary', 'self-start')}>
          {step.linkText}
        </Link>
      </article>
    );
  }
  return (
    <article aria-label={offer.name} className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{offer.name}</h3>
      <p className="grow text-slate-700">{offer.description}</p>
      {showsEndDate(offer.dateVisibleTo) && (
        <p className="text-sm font-medium text-slate-800">{offerMessages.ends(formatSchemeDate(offer.dateVisibleTo))}</p>
      )}
      <button
        type="button"
        onClick={() => navigate(detailsPath, { state: { offer } })}
        aria-label={offerMessages.detailsOf(offer.name)}
        className={buttonClasses('primary', 'self-start')}
      >
        {offerMessages.details}
      </button>
    </article>
  );
}
