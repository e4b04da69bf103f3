import { type StaffCard, type StaffOffer, type StaffVenue, StaffMessages } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetStaffCardQuery, useRedeemOfferMutation } from '../api.ts';
import { staffMessages as m } from '../messages.ts';
import { formatVenueDateTime } from '../venue-time.ts';
import { buzz, RedemptionOutcome, undoDeadline, type Outcome } from './redemption-outcome.tsx';

/** The red, unmistakable state of a blocked card. */
function CardNotValid() {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl bg-red-700 p-6 text-white shadow-lg">
      <p className="text-4xl font-extrabold">{m.cardNotValid}</p>
      <p className="text-lg">{m.cardNotValidHint}</p>
    </div>
  );
}

/** A number that names no card: most often a typo, which the entry box still holds to correct. */
function CardNotFound() {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl border-2 border-amber-600 bg-amber-50 p-6 text-amber-950 shadow-lg">
      <p className="text-4xl font-extrabold">{m.cardNotFound}</p>
      <p className="text-lg">{m.cardNotFoundHint}</p>
    </div>
  );
}

function redeemFailure(error: unknown): string {
  switch (apiErrorStatus(error)) {
    case 409:
      // A retry (same Idempotency-Key) whose first redemption was undone meanwhile: the offer is not used.
      return apiErrorBody(error)?.message === StaffMessages.redemptionUndone ? m.redemptionUndone : m.alreadyUsed;
    case 422:
      // The server names the reason (outside the offer's hours, not verified, …).
      return apiErrorBody(error)?.message ?? m.notEligible;
    case 403:
      return m.otherVenue;
    default:
      return m.failed;
  }
}

function MemberHeader({ card }: { card: StaffCard }) {
  const name = `${card.firstName} ${card.lastInitial}.`;
  const badges = (
    [
      [card.badges.verified, m.verified],
      [card.badges.student, m.student],
      [card.badges.vip, m.vip],
    ] as const
  ).flatMap(([held, badge]) => (held ? [badge] : []));
  return (
    <div className="flex items-center gap-4">
      {card.photoUrl ? (
        <img src={card.photoUrl} alt={m.memberPhoto(name)} className="size-28 shrink-0 rounded-xl object-cover sm:size-36" />
      ) : (
        <p className="flex size-28 shrink-0 items-center justify-center rounded-xl bg-slate-200 p-2 text-center text-sm text-slate-700">
          {m.noPhoto}
        </p>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-4xl font-extrabold break-words text-slate-900">{name}</p>
        <ul aria-label={m.badgesLabel} className="flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full bg-violet-800 px-3 py-1 text-sm font-semibold text-white">
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

interface OfferRowProps {
  offer: StaffOffer;
  timeZone: string;
  redeeming: boolean;
  /** While the outcome of a Redeem shows. */
  disabled: boolean;
  onRedeem: (offer: StaffOffer) => void;
}

function OfferRow({ offer, timeZone, redeeming, disabled, onRedeem }: OfferRowProps) {
  let status;
  if (offer.status === 'available') {
    status = (
      <button
        type="button"
        disabled={redeeming || disabled}
        aria-label={m.redeemOffer(offer.name)}
        onClick={() => onRedeem(offer)}
        className={buttonClasses('primary', 'min-h-12 px-6 text-base')}
      >
        {redeeming ? m.redeeming : m.redeem}
      </button>
    );
  } else if (offer.status === 'used') {
    status = <p className="font-semibold text-slate-700">{offer.usedAt ? m.usedAt(formatVenueDateTime(offer.usedAt, timeZone)) : m.used}</p>;
  } else {
    status = (
      <p className="font-semibold text-amber-900">
        {m.locked}
        {offer.lockReason && `: ${m.lockReason(offer.lockReason)}`}
      </p>
    );
  }
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3',
        offer.status === 'available' ? 'border-violet-300 bg-white' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="min-w-0">
        <p className="text-lg font-semibold text-slate-900">{offer.name}</p>
        <p className="text-sm text-slate-600">{offer.description}</p>
      </div>
      {status}
    </li>
  );
}

/**
 * The offers in the order they were first shown for this card. The server lists available offers first, so
 * a redeemed offer would move down and the next one's Redeem slide under the thumb (issue 22 item 3).
 */
function inFirstOrder(offers: readonly StaffOffer[], firstOrder: readonly number[]): StaffOffer[] {
  const place = (offer: StaffOffer) => {
    const index = firstOrder.indexOf(offer.id);
    return index === -1 ? firstOrder.length : index;
  };
  return [...offers].sort((a, b) => place(a) - place(b));
}

export interface CardResultProps {
  cardId: string;
  venue: StaffVenue;
}

/** A scanned card: who the member is, and what they may use here now. */
export function CardResult({ cardId, venue }: CardResultProps) {
  const { data: card, error, isLoading } = useGetStaffCardQuery({ cardId, venueId: venue.id });
  const [redeemOffer] = useRedeemOfferMutation();
  const idempotency = useIdempotencyKey();
  const [redeemingId, setRedeemingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [firstOrder, setFirstOrder] = useState<readonly number[] | null>(null);
  if (card && firstOrder === null) setFirstOrder(card.offers.map((offer) => offer.id));

  const redeem = async (offer: StaffOffer) => {
    setRedeemingId(offer.id);
    try {
      // One key per intended redemption: a retry after a lost answer is the same redemption.
      const redemption = await redeemOffer({
        cardId,
        offerId: offer.id,
        venueId: venue.id,
        idempotencyKey: idempotency.keyFor(`${venue.id}:${cardId}:${offer.id}`),
      }).unwrap();
      idempotency.settle();
      buzz();
      setOutcome({
        kind: 'redeemed',
        redeemed: {
          title: redemption.title,
          redemptionId: redemption.undoableUntil ? redemption.id : null,
          undoableUntil: undoDeadline(redemption),
        },
      });
    } catch (failure) {
      idempotency.settle(failure);
      setOutcome({ kind: 'refused', text: redeemFailure(failure) });
    } finally {
      setRedeemingId(null);
    }
  };

  if (isLoading) return <p className="text-lg text-slate-700">{m.checking}</p>;
  // Anything but the server's 'not found' is the red state: an unknown answer must not look milder.
  if (apiErrorStatus(error) === 404) return apiErrorBody(error)?.message === StaffMessages.cardNotFound ? <CardNotFound /> : <CardNotValid />;
  if (error || !card) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
        {apiErrorStatus(error) === 403 ? m.otherVenue : m.failed}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <MemberHeader card={card} />
      {outcome && (
        <RedemptionOutcome outcome={outcome} venueId={venue.id} onUndone={() => setOutcome({ kind: 'undone' })} onDone={() => setOutcome(null)} />
      )}
      <section aria-labelledby="staff-offers-heading" className="flex flex-col gap-2">
        <h2 id="staff-offers-heading" className="text-lg font-semibold text-slate-900">
          {m.offersHere}
        </h2>
        {card.offers.length === 0 ? (
          <p className="text-slate-700">{m.noOffers}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {inFirstOrder(card.offers, firstOrder ?? []).map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                timeZone={venue.timeZone}
                redeeming={redeemingId === offer.id}
                disabled={outcome !== null}
                onRedeem={(o) => void redeem(o)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
