import { type PromoCode, type StaffVenue, StaffMessages } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetPromoCodeQuery, useRedeemPromoCodeMutation } from '../api.ts';
import { staffMessages as m } from '../messages.ts';
import { formatVenueDate, formatVenueDateTime } from '../venue-time.ts';
import { buzz, RedemptionOutcome, undoDeadline, type Outcome } from './redemption-outcome.tsx';

/** Each refusal of a voucher in its own words: the API answers 409, 410 and 403 for them. */
function voucherFailure(error: unknown): string {
  switch (apiErrorStatus(error)) {
    case 409:
      // A retry (same Idempotency-Key) whose first redemption was undone meanwhile: the voucher is not redeemed.
      return apiErrorBody(error)?.message === StaffMessages.redemptionUndone ? m.redemptionUndone : m.voucherAlreadyRedeemed;
    case 410:
      return apiErrorBody(error)?.message === StaffMessages.voucherWithdrawn ? m.voucherWithdrawn : m.voucherExpired;
    case 403:
      return m.voucherOtherVenue;
    case 404:
    case 400:
      return m.voucherNotFound;
    default:
      return m.failed;
  }
}

function Refusal({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-700 p-5 text-2xl font-bold text-white shadow-lg">
      {text}
    </p>
  );
}

export type VoucherTarget = { kind: 'voucher'; id: string } | { kind: 'voucherCode'; code: string };

export interface VoucherResultProps {
  target: VoucherTarget;
  venue: StaffVenue;
}

/** A scanned voucher (by its QR's id) or a typed voucher code: what it is for, and Redeem. */
export function VoucherResult({ target, venue }: VoucherResultProps) {
  const lookup = useGetPromoCodeQuery(target.kind === 'voucher' ? target.id : '', { skip: target.kind !== 'voucher' });
  const [redeemPromoCode, { isLoading: isRedeeming }] = useRedeemPromoCodeMutation();
  const idempotency = useIdempotencyKey();
  // The voucher as the last redemption answered it, until an undo gives it back.
  const [redeemedVoucher, setRedeemedVoucher] = useState<PromoCode | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Read when the voucher was scanned: a voucher that expires while on screen is refused by the server.
  const [scannedAt] = useState(Date.now);

  const subject = target.kind === 'voucher' ? { id: target.id } : { code: target.code };
  const redeem = async () => {
    try {
      const voucher = await redeemPromoCode({
        ...subject,
        venueId: venue.id,
        idempotencyKey: idempotency.keyFor(`${venue.id}:${target.kind === 'voucher' ? target.id : target.code}`),
      }).unwrap();
      idempotency.settle();
      buzz();
      setRedeemedVoucher(voucher);
      setOutcome({
        kind: 'redeemed',
        redeemed: { title: voucher.promotionName, redemptionId: voucher.redemptionId, undoableUntil: undoDeadline(null) },
      });
    } catch (error) {
      idempotency.settle(error);
      setOutcome({ kind: 'refused', text: voucherFailure(error) });
    }
  };

  if (lookup.isLoading) return <p className="text-lg text-slate-700">{m.checking}</p>;
  if (lookup.error) return <Refusal text={voucherFailure(lookup.error)} />;

  const voucher = redeemedVoucher ?? lookup.data;
  const expired = voucher !== undefined && !redeemedVoucher && new Date(voucher.expiresAt).getTime() <= scannedAt;
  let state;
  if (redeemedVoucher) {
    state = (
      <p role="status" className="rounded-xl bg-slate-100 p-4 text-xl font-bold text-slate-900">
        {m.redeemedTitle(redeemedVoucher.promotionName)}
      </p>
    );
  } else if (voucher?.isRedeemed) {
    const when = voucher.redeemedAt ? ` ${m.redeemedWhen(formatVenueDateTime(voucher.redeemedAt, venue.timeZone))}` : '';
    state = <Refusal text={`${m.voucherAlreadyRedeemed}${when}`} />;
  } else if (expired) {
    state = <Refusal text={m.voucherExpired} />;
  } else {
    state = (
      <div>
        <button
          type="button"
          disabled={isRedeeming || outcome !== null}
          onClick={() => void redeem()}
          className={buttonClasses('primary', 'min-h-12 px-8 text-lg')}
        >
          {isRedeeming ? m.redeeming : m.redeem}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-violet-800 uppercase">{m.voucher}</p>
        <p className="text-3xl font-extrabold text-slate-900">{voucher ? voucher.promotionName : m.voucherCode(target.kind === 'voucherCode' ? target.code : '')}</p>
        {voucher?.venueName && <p className="text-lg text-slate-800">{m.voucherVenue(voucher.venueName)}</p>}
        {voucher && <p className="text-slate-700">{m.validUntil(formatVenueDate(voucher.expiresAt, venue.timeZone))}</p>}
      </div>
      {state}
      {outcome && (
        <RedemptionOutcome
          outcome={outcome}
          venueId={venue.id}
          onUndone={() => {
            setRedeemedVoucher(null);
            setOutcome({ kind: 'undone' });
            if (target.kind === 'voucher') void lookup.refetch();
          }}
          onDone={() => setOutcome(null)}
        />
      )}
    </div>
  );
}
