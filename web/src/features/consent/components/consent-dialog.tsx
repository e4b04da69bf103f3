import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { onboardingDismissedState } from '../../../lib/onboarding.ts';
import { useGiveMailingConsentMutation } from '../api.ts';
import { consentMessages as m } from '../messages.ts';

/** /mail: marketing consent (R-CONSENT-01, R-CONSENT-02, R-STATE-31 to R-STATE-34). */
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
      // A failed consent call is only logged; the member stays and may try again (R-STATE-34).
      console.warn(m.failedLog, error);
    }
  };

  return (
    <Modal title={m.title} closeLabel={m.close} onClose={leave}>
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
      <p className="text-sm text-slate-600">{m.declining}</p>
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
    </Modal>
  );
}
