import { type StaffVenue, type StaffVoucher, StaffMessages } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetStaffVoucherQuery, useRedeemPromoCodeMutation } from '../api.ts';
import { staffMessages as m } from '../messages.ts';
import { formatVenueDate, formatVenueDateTime } from '../venue-time.ts';
import { buzz, RedemptionOutcome, undoDeadline, type Outcome } from './redemption-outcome.tsx';

/** Why a voucher cannot be redeemed here now, as the look-up found it; null when it can. */
function refusalOf(voucher: StaffVoucher, timeZone: string): string | null {
  switch (voucher.status) {
    case 'redeemable':
      return null;
    case 'otherVenue':
      return m.voucherOtherVenue(voucher.venueName);
    case 'redeemed':
      return voucher.redeemedAt
        ? `${m.voucherAlreadyRedeemed} ${m.redeemedWhen(formatVenueDateTime(voucher.redeemedAt, timeZone), voucher.redeemedVenueName)}`
        : m.voucherAlreadyRedeemed;
    case 'expired':
      return m.voucherExpired;
    case 'withdrawn':
      return m.voucherWithdrawn;
  }
}

/** A refusal by its status code, when the voucher as it is now does not say why (the API answers 409, 410 and 403). */
function voucherFailure(error: unknown): string {
  switch (apiErrorStatus(error)) {
    case 409:
      // A retry (same Idempotency-Key) whose first redemption was undone meanwhile: the voucher is not redeemed.
      return apiErrorBody(error)?.message === StaffMessages.redemptionUndone ? m.redemptionUndone : m.voucherAlreadyRedeemed;
    case 410:
      return apiErrorBody(error)?.message === StaffMessages.voucherWithdrawn ? m.voucherWithdrawn : m.voucherExpired;
    case 403:
      // Not one of the staff member's venues (any more), or the voucher's venue, named by the server.
      return apiErrorBody(error)?.message ?? m.otherVenue;
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

/**
 * A scanned voucher (by its QR's id) or a typed voucher code: what it is for, where and until when, and
 * Redeem only when it can succeed here; otherwise why not (issue 22 item 6, ADR 058).
 */
export function VoucherResult({ target, venue }: VoucherResultProps) {
  const ref = target.kind === 'voucher' ? target.id : target.code;
  const lookup = useGetStaffVoucherQuery({ voucher: ref, venueId: venue.id });
  const [redeemPromoCode] = useRedeemPromoCodeMutation();
  const idempotency = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Redeemed from this screen: in place that is a fact, not a warning, until an undo.
  const [redeemedHere, setRedeemedHere] = useState(false);

  const redeem = async () => {
    setBusy(true);
    try {
      const redemption = await redeemPromoCode({
        ...(target.kind === 'voucher' ? { id: target.id } : { code: target.code }),
        venueId: venue.id,
        idempotencyKey: idempotency.keyFor(`${venue.id}:${ref}`),
      }).unwrap();
      idempotency.settle();
      buzz();
      setRedeemedHere(true);
      setOutcome({
        kind: 'redeemed',
        redeemed: { title: redemption.promotionName, redemptionId: redemption.redemptionId, undoableUntil: undoDeadline(null) },
      });
    } catch (error) {
      idempotency.settle(error);
      // Redeemed at another till meanwhile, or expired: the voucher as it is now says when and where.
      const now = await lookup.refetch();
      setOutcome({ kind: 'refused', text: (now.data && refusalOf(now.data, venue.timeZone)) ?? voucherFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  const voucher = lookup.data;
  if (!voucher) return lookup.isLoading ? <p className="text-lg text-slate-700">{m.checking}</p> : <Refusal text={voucherFailure(lookup.error)} />;

  const typedCode = target.kind === 'voucherCode' ? m.voucherCode(target.code) : null;
  let details;
  let state;
  if (voucher.status === 'otherVenue') {
    // Of another venue's voucher staff learn that venue and nothing more.
    details = typedCode && <p className="text-3xl font-extrabold text-slate-900">{typedCode}</p>;
    state = <Refusal text={m.voucherOtherVenue(voucher.venueName)} />;
  } else {
    details = (
      <>
        <p className="text-3xl font-extrabold text-slate-900">{voucher.promotionName}</p>
        <p className="text-lg text-slate-800">{voucher.venueName ? m.voucherVenue(voucher.venueName) : m.voucherAnyVenue}</p>
        <p className="text-slate-700">{m.validUntil(formatVenueDate(voucher.expiresAt, venue.timeZone))}</p>
        {typedCode && <p className="font-mono text-slate-700">{typedCode}</p>}
      </>
    );
    const refusal = refusalOf(voucher, venue.timeZone);
    if (voucher.status === 'redeemed' && redeemedHere && voucher.redeemedAt) {
      state = (
        <p role="status" className="rounded-xl bg-slate-100 p-4 text-xl font-bold text-slate-900">
          {m.redeemedWhen(formatVenueDateTime(voucher.redeemedAt, venue.timeZone), voucher.redeemedVenueName)}
        </p>
      );
    } else if (refusal) {
      state = <Refusal text={refusal} />;
    } else {
      state = (
        <div>
          <button
            type="button"
            disabled={busy || outcome !== null}
            onClick={() => void redeem()}
            className={buttonClasses('primary', 'min-h-12 px-8 text-lg')}
          >
            {busy ? m.redeeming : m.redeem}
          </button>
        </div>
      );
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-violet-800 uppercase">{m.voucher}</p>
        {details}
      </div>
      {state}
      {outcome && (
        <RedemptionOutcome
          outcome={outcome}
          venueId={venue.id}
          onUndone={() => {
            setRedeemedHere(false);
            setOutcome({ kind: 'undone' });
          }}
          onDone={() => setOutcome(null)}
        />
      )}
    </div>
  );
}
