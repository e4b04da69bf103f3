import { PhoneNumberInputSchema } from '@venue-pass/contracts';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestCheckMessages } from '../../../lib/request-checks.ts';
import { useRequestCheck } from '../../../lib/use-request-check.ts';

const PhoneNumberFormSchema = z.object({ phoneNumber: PhoneNumberInputSchema });

export interface PhoneNumberFormProps {
  label: string;
  hint?: string;
  /** 'tel' where the visitor types their own number, 'off' where staff type a customer's. */
  autoComplete: 'tel' | 'off';
  submitLabel: string;
  /** The button's text while a send is under way (and 'Checking…' while the API has it prove itself). */
  sendingLabel: string;
  /** Sends a voucher to the number as typed, trimmed; resolves 'clear' to empty the field for the next one. */
  onSend: (phoneNumber: string) => Promise<'clear' | 'keep'>;
}

/**
 * The phone number entry of the voucher and promoter pages: the button stays disabled until the number
 * has the 10 characters the API needs (R-VALID-26, R-VALID-27) and while a send is under way.
 */
export function PhoneNumberForm({ label, hint, autoComplete, submitLabel, sendingLabel, onSend }: PhoneNumberFormProps) {
  const form = useSchemaForm(PhoneNumberFormSchema, { defaultValues: { phoneNumber: '' } });
  const sending = form.formState.isSubmitting;
  const checking = useRequestCheck();

  const send = async ({ phoneNumber }: z.output<typeof PhoneNumberFormSchema>) => {
    if ((await onSend(phoneNumber)) === 'clear') form.reset();
  };

  return (
    <Form form={form} onSubmit={send} className="flex flex-col gap-4">
      <TextField
        label={label}
        hint={hint}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        registration={form.register('phoneNumber')}
      />
      <div>
        <button type="submit" disabled={!form.isValid || sending} className={buttonClasses('primary')}>
          {sending ? (checking ? requestCheckMessages.checking : sendingLabel) : submitLabel}
        </button>
      </div>
    </Form>
  );
}
