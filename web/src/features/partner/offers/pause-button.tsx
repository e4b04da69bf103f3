import type { AdminOffer } from '@venue-pass/contracts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { readSaveFailure, type SaveFailure } from '../../admin/form/save-error.tsx';
import { useToast } from '../../admin/toast/toasts.tsx';
import { partnerMessages as m } from '../messages.ts';
import { useSetPartnerOfferActiveMutation } from './api.ts';

/** Pauses a live offer or resumes a paused one, at once: pausing never waits for review (issue 25). */
export function PauseButton({ offer, onFailed }: { offer: AdminOffer; onFailed: (failure: SaveFailure | null) => void }) {
  const [setActive, { isLoading }] = useSetPartnerOfferActiveMutation();
  const toast = useToast();
  const resume = !offer.active;
  return (
    <button
      type="button"
      className={buttonClasses(resume ? 'secondary' : 'ghost')}
      aria-label={resume ? m.resumeOf(offer.title) : m.pauseOf(offer.title)}
      disabled={isLoading}
      onClick={async () => {
        onFailed(null);
        try {
          await setActive({ id: offer.id, version: offer.version, active: resume }).unwrap();
          toast(resume ? m.resumedToast(offer.title) : m.pausedToast(offer.title));
        } catch (error) {
          onFailed(readSaveFailure(error, () => undefined));
        }
      }}
    >
      {resume ? m.resume : m.pause}
    </button>
  );
}
