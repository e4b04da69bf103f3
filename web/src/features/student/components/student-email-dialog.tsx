import { EMAIL_ADDRESS_MAX_LENGTH, StudentEmailInputSchema, type StudentEmailInput } from '@venue-pass/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { onboardingDismissedState } from '../../../lib/onboarding.ts';
import { useSubmitStudentEmailMutation } from '../api.ts';
import { studentMessages as m } from '../messages.ts';

function messageFor(error: unknown): string {
  const status = apiErrorStatus(error);
  // A 400 only comes from an address the server cannot read as one.
  if (status === 400) return m.errors[417]!;
  return (typeof status === 'number' && m.errors[status]) || m.genericError;
}

/** /student-email: the member gives a student address to be sent a confirmation link (R-STUDENT-01 to R-STUDENT-07). */
export function StudentEmailDialog() {
  const navigate = useNavigate();
  // The API's refusal, shown under the field until the next send; the member may send again as is.
  const [failure, setFailure] = useState<string | null>(null);
  const [submitEmail] = useSubmitStudentEmailMutation();
  const form = useSchemaForm(StudentEmailInputSchema, { defaultValues: { emailAddress: '' } });

  // Cancel goes to /, as it does in the consent dialog (R-STATE-32).
  const leave = () => void navigate(paths.home, { state: onboardingDismissedState });

  const send = async ({ emailAddress }: StudentEmailInput) => {
    setFailure(null);
    try {
      await submitEmail({ emailAddress }).unwrap();
      void navigate(paths.home);
    } catch (error) {
      setFailure(messageFor(error));
    }
  };

  return (
    <Modal title={m.title} onClose={leave}>
      <Form form={form} onSubmit={send} className="flex flex-col gap-4">
        <p className="text-slate-700">{m.explanation}</p>
        <TextField
          label={m.emailLabel}
          error={failure}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_ADDRESS_MAX_LENGTH}
          registration={form.register('emailAddress')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={leave} className={buttonClasses('secondary')}>
            {m.cancel}
          </button>
          <button type="submit" disabled={!form.isValid || form.formState.isSubmitting} className={buttonClasses('primary')}>
            {m.send}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
