import { type StaffCard, type StaffOffer, type StaffVenue, StaffMessages } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetStaffCardQuery, useRedeemOfferMutation } from '../api.ts';
import { staffMessages as m } from '../messages.ts';
import { formatVenueDateTime } from '../venue-time.ts';
import { buzz, RedemptionBanner, undoDeadline, type Redeemed } from './redemption-banner.tsx';

/** The red, unmistakable state of an unknown or blocked card. */
function CardNotValid() {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl bg-red-700 p-6 text-white shadow-lg">
      <p className="text-4xl font-extrabold">{m.cardNotValid}</p>
      <p className="text-lg">{m.cardNotValidHint}</p>
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
  onRedeem: (offer: StaffOffer) => void;
}

function OfferRow({ offer, timeZone, redeeming, onRedeem }: OfferRowProps) {
  let status;
  if (offer.status === 'available') {
    status = (
      <button
        type="button"
        disabled={redeeming}
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
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'failure' | 'undone'; text: string } | null>(null);

  const redeem = async (offer: StaffOffer) => {
    setRedeemingId(offer.id);
    setOutcome(null);
    setRedeemed(null);
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
      setRedeemed({
        title: redemption.title,
        redemptionId: redemption.undoableUntil ? redemption.id : null,
        undoableUntil: undoDeadline(redemption),
      });
    } catch (failure) {
      idempotency.settle(failure);
      setOutcome({ tone: 'failure', text: redeemFailure(failure) });
    } finally {
      setRedeemingId(null);
    }
  };

  if (isLoading) return <p className="text-lg text-slate-700">{m.checking}</p>;
  if (apiErrorStatus(error) === 404) return <CardNotValid />;
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
      {redeemed && (
        <RedemptionBanner
          redeemed={redeemed}
          venueId={venue.id}
          onUndone={() => {
            setRedeemed(null);
            setOutcome({ tone: 'undone', text: m.undone });
          }}
        />
      )}
      {outcome && (
        <p
          role={outcome.tone === 'failure' ? 'alert' : 'status'}
          className={cn(
            'rounded-xl p-4 text-xl font-bold',
            outcome.tone === 'failure' ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-900',
          )}
        >
          {outcome.text}
        </p>
      )}
      <section aria-labelledby="staff-offers-heading" className="flex flex-col gap-2">
        <h2 id="staff-offers-heading" className="text-lg font-semibold text-slate-900">
          {m.offersHere}
        </h2>
        {card.offers.length === 0 ? (
          <p className="text-slate-700">{m.noOffers}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {card.offers.map((offer) => (
              <OfferRow key={offer.id} offer={offer} timeZone={venue.timeZone} redeeming={redeemingId === offer.id} onRedeem={(o) => void redeem(o)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
