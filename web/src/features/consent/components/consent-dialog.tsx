import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { paths } from '../../../config/paths.ts';
import { onboardingDismissedState } from '../../../lib/onboarding.ts';
import { useGiveMailingConsentMutation } from '../api.ts';
import { consentMessages as m } from '../messages.ts';

/** /mail: marketing consent (SPEC 2 "Consent dialog", SPEC 4). */
export function ConsentDialog() {
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(false);
  const [giveConsent, { isLoading }] = useGiveMailingConsentMutation();
  const checkboxId = useId();

  const leave = () => void navigate(paths.home, { state: onboardingDismissedState });

  const confirm = async () => {
    try {
      await giveConsent().unwrap();
      void navigate(paths.home);
    } catch (error) {
      // SPEC 4: a failed consent call is only logged; the member stays and may try again.
      console.warn(m.failedLog, error);
    }
  };

  return (
    <Dialog open onClose={leave} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="flex w-full max-w-lg flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-bold text-slate-900">{m.title}</DialogTitle>
            <button type="button" onClick={leave} className={buttonClasses('ghost')} aria-label={m.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="text-slate-700">{m.explanation}</p>
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={ticked}
              onChange={(event) => setTicked(event.target.checked)}
              className="mt-1 size-5 accent-violet-800"
            />
            <label htmlFor={checkboxId} className="text-slate-800">
              {m.checkbox}
            </label>
          </div>
          <p className="text-sm text-slate-600">{m.withdraw}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={leave} className={buttonClasses('secondary')}>
              {m.cancel}
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={!ticked || isLoading}
              className={buttonClasses('primary')}
            >
              {m.confirm}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
