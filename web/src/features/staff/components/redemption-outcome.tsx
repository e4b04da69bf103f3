import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { REDEMPTION_UNDO_WINDOW_MS } from '@venue-pass/contracts';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
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

/** What a tap on Redeem came to; shown over the whole screen until the staff member taps Done. */
export type Outcome = { kind: 'redeemed'; redeemed: Redeemed } | { kind: 'refused'; text: string } | { kind: 'undone' };

const panelColours: Record<Outcome['kind'], string> = {
  redeemed: 'bg-green-700 text-white',
  refused: 'bg-red-700 text-white',
  undone: 'bg-slate-100 text-slate-900',
};

/** Green, with Undo for as long as the undo window lasts. */
function RedeemedBody({ redeemed, venueId, onUndone }: { redeemed: Redeemed; venueId: number; onUndone: () => void }) {
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
    <>
      <p className="text-2xl">{m.redeemedTitle(redeemed.title)}</p>
      {canUndo && (
        <div>
          <button type="button" disabled={isLoading} onClick={() => void undoRedemption()} className={buttonClasses('secondary', 'min-h-12 px-6 text-base')}>
            {isLoading ? m.undoing : m.undo}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-white p-2 font-medium text-red-800">
          {failure}
        </p>
      )}
    </>
  );
}

export interface RedemptionOutcomeProps {
  outcome: Outcome;
  venueId: number;
  onUndone: () => void;
  onDone: () => void;
}

/**
 * The outcome of Redeem over the whole screen, wherever the page was scrolled, with the focus on Done:
 * nothing under the staff member's finger can be redeemed until they dismiss it (issue 22 item 3, ADR 058).
 */
export function RedemptionOutcome({ outcome, venueId, onUndone, onDone }: RedemptionOutcomeProps) {
  const title = { redeemed: m.redeemed, refused: m.notRedeemed, undone: m.undone }[outcome.kind];
  return (
    // The dialog element itself covers the viewport, so it has a box of its own (and is visible as such).
    <Dialog open onClose={onDone} className="fixed inset-0 z-50">
      <DialogPanel className={cn('fixed inset-0 flex flex-col gap-6 overflow-y-auto p-6', panelColours[outcome.kind])}>
        <div className="flex flex-1 flex-col justify-center gap-4">
          <DialogTitle className="text-5xl font-extrabold">{title}</DialogTitle>
          {outcome.kind === 'redeemed' && <RedeemedBody redeemed={outcome.redeemed} venueId={venueId} onUndone={onUndone} />}
          {outcome.kind === 'refused' && (
            <p role="alert" className="text-2xl font-bold">
              {outcome.text}
            </p>
          )}
        </div>
        <button
          type="button"
          data-autofocus
          onClick={onDone}
          className={buttonClasses(outcome.kind === 'undone' ? 'primary' : 'secondary', 'min-h-14 w-full text-xl')}
        >
          {m.done}
        </button>
      </DialogPanel>
    </Dialog>
  );
}
