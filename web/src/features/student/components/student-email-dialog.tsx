import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { EMAIL_ADDRESS_MAX_LENGTH } from '@venue-pass/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { paths } from '../../../config/paths.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { onboardingDismissedState } from '../../../lib/onboarding.ts';
import { useSubmitStudentEmailMutation } from '../api.ts';
import { studentMessages as m } from '../messages.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

function messageFor(error: unknown): string {
  const status = apiErrorStatus(error);
  // A 400 only comes from an address the server cannot read as one.
  if (status === 400) return m.errors[417]!;
  return (typeof status === 'number' && m.errors[status]) || m.genericError;
}

/** /student-email: the member gives a student address to be sent a confirmation link (SPEC 2). */
export function StudentEmailDialog() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitEmail, { isLoading }] = useSubmitStudentEmailMutation();

  // Ruling 13: Cancel goes to /.
  const leave = () => void navigate(paths.home, { state: onboardingDismissedState });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (address.trim() === '' || isLoading) return;
    setFailure(null);
    try {
      await submitEmail({ emailAddress: address.trim() }).unwrap();
      void navigate(paths.home);
    } catch (error) {
      setFailure(messageFor(error));
    }
  };

  return (
    <Dialog open onClose={leave} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl">
          <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
            <DialogTitle className="text-xl font-bold text-slate-900">{m.title}</DialogTitle>
            <p className="text-slate-700">{m.explanation}</p>
            <TextField
              label={m.emailLabel}
              error={failure}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_ADDRESS_MAX_LENGTH}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={leave} className={buttonClasses('secondary')}>
                {m.cancel}
              </button>
              <button type="submit" disabled={address.trim() === '' || isLoading} className={buttonClasses('primary')}>
                {m.send}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
