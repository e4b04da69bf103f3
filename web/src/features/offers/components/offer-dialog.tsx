import { UnlockedOfferSchema, type UnlockedOffer } from '@venue-pass/contracts';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { offerMessages, weekdayNames } from '../messages.ts';
import { formatSchemeDate } from '../../../lib/scheme-dates.ts';
import { showsValidUntil, weeklyTimes } from '../offer-schedule.ts';

/** The offer a list handed over in navigation state, if it is the one the address names. */
function offerFromState(state: unknown, id: string | undefined): UnlockedOffer | null {
  const candidate = typeof state === 'object' && state !== null ? (state as { offer?: unknown }).offer : undefined;
  const parsed = UnlockedOfferSchema.safeParse(candidate);
  return parsed.success && String(parsed.data.id) === id ? parsed.data : null;
}

export interface OfferDialogProps {
  offer: UnlockedOffer;
  onClose: () => void;
}

/** Offer details: 'Valid until' unless the year is 9999, and the times of each weekday (R-OFFERS-13 to R-OFFERS-15). */
export function OfferDialog({ offer, onClose }: OfferDialogProps) {
  return (
    <Modal title={offer.name} subtitle={offer.venue.name} onClose={onClose}>
      <p className="text-slate-700">{offer.description}</p>
      {showsValidUntil(offer.dateVisibleTo) && (
        <p className="text-slate-800">
          <span className="font-semibold">{offerMessages.validUntil}</span> {formatSchemeDate(offer.dateVisibleTo)}
        </p>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">{offerMessages.availability}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {weeklyTimes(offer.dealAvailability).map(({ day, times }) => (
            <div key={day} className="contents">
              <dt className="font-medium text-slate-800">{weekdayNames[day]}</dt>
              <dd className={times ? 'text-slate-800' : 'text-slate-600'}>{times ?? offerMessages.notAvailable}</dd>
            </div>
          ))}
        </dl>
      </div>
      <button type="button" onClick={onClose} className={buttonClasses('primary', 'self-end')}>
        {offerMessages.close}
      </button>
    </Modal>
  );
}

export interface OfferDetailsRouteProps {
  /** The list the dialog belongs to: '/offers' or '/vip'. */
  basePath: string;
}

/** /offers/{id} and /vip/{id}: needs the offer in navigation state, otherwise back to the list. */
export function OfferDetailsRoute({ basePath }: OfferDetailsRouteProps) {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const offer = offerFromState(location.state, id);
  if (!offer) {
    return <Navigate to={basePath} replace />;
  }
  return <OfferDialog offer={offer} onClose={() => navigate(basePath)} />;
}
