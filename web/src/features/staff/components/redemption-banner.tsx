import { REDEMPTION_UNDO_WINDOW_MS } from '@venue-pass/contracts';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { useUndoRedemptionMutation } from '../api.ts';
import { staffMessages as m } from '../messages.ts';

export interface Redeemed {
  title: string;
  /** The redemption Undo takes back; null when the server gave none. */
  redemptionId: string | null;
  /** Until when Undo works; the server's deadline, or the window from the answer's arrival. */
  undoableUntil: number;
}

/**
 * Until when Undo works, on this phone's clock: the window the server gave (its deadline less its
 * redemption time) counted from the answer's arrival, so a phone whose clock is off still shows Undo
 * for as long as the server accepts it. Without the server's times, the standard window.
 */
export function undoDeadline(times: { redeemedAt: string; undoableUntil: string | null } | null, now = Date.now()): number {
  if (!times?.undoableUntil) return now + REDEMPTION_UNDO_WINDOW_MS;
  return now + Math.max(0, new Date(times.undoableUntil).getTime() - new Date(times.redeemedAt).getTime());
}

/** A short buzz on phones that have one, so the barman need not look twice. */
export function buzz(): void {
  navigator.vibrate?.(200);
}

export interface RedemptionBannerProps {
  redeemed: Redeemed;
  venueId: number;
  onUndone: () => void;
}

/** The big green state after a redemption, with Undo for as long as the undo window lasts. */
export function RedemptionBanner({ redeemed, venueId, onUndone }: RedemptionBannerProps) {
  const [undo, { isLoading }] = useUndoRedemptionMutation();
  const [canUndo, setCanUndo] = useState(() => redeemed.redemptionId !== null && redeemed.undoableUntil > Date.now());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!canUndo) return;
    const timer = setTimeout(() => setCanUndo(false), redeemed.undoableUntil - Date.now());
    return () => clearTimeout(timer);
  }, [canUndo, redeemed.undoableUntil]);

  const undoRedemption = async () => {
    if (!redeemed.redemptionId) return;
    setFailure(null);
    try {
      await undo({ id: redeemed.redemptionId, venueId }).unwrap();
      onUndone();
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 409 || status === 404) setCanUndo(false);
      setFailure(status === 409 || status === 404 ? m.undoExpired : m.failed);
    }
  };

  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl bg-green-700 p-5 text-white shadow-lg">
      <p className="text-3xl font-bold">{m.redeemed}</p>
      <p className="text-xl">{m.redeemedTitle(redeemed.title)}</p>
      {canUndo && (
        <div>
          <button type="button" disabled={isLoading} onClick={() => void undoRedemption()} className={buttonClasses('secondary', 'text-base')}>
            {isLoading ? m.undoing : m.undo}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-white p-2 font-medium text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
