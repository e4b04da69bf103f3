import { type CodeSent, VERIFICATION_CODE_LENGTH, VerifyAccountInputSchema, type VerifyAccountInput } from '@venue-pass/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { minutesUntil } from '../../../lib/minutes-until.ts';
import { useGetAccountCodeStatusQuery, useSendVerificationCodeMutation, useVerifyAccountMutation } from '../api.ts';
import { verificationMessages as m } from '../messages.ts';

export interface VerifyAccountFormProps {
  /** Called once the API has accepted the code. */
  onVerified: () => void;
}

/**
 * The code entry of /verify with a button that e-mails a new code (R-VERIFY-01, R-VERIFY-02). A new member
 * finds the code already on its way: when no code works yet, opening the page sends one, once; a code that
 * still works is not replaced by coming back.
 */
export function VerifyAccountForm({ onVerified }: VerifyAccountFormProps) {
  const status = useGetAccountCodeStatusQuery();
  const [sendCode, { isLoading: isSending }] = useSendVerificationCodeMutation();
  const [verifyAccount, { isLoading: isVerifying }] = useVerifyAccountMutation();
  const [resent, setResent] = useState<CodeSent | null>(null);
  const sentOnOpening = useRef(false);
  const sent = resent ?? status.data?.sent ?? null;
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useSchemaForm(VerifyAccountInputSchema, { defaultValues: { verificationCode: '' } });

  const requestCode = async () => {
    setSendError(null);
    try {
      setResent(await sendCode().unwrap());
    } catch (error) {
      setSendError(apiErrorStatus(error) === 429 ? m.tooManySends : m.genericError);
    }
  };

  const noCodeWorks = status.isSuccess && status.data.sent === null;
  const sendOnOpening = useEffectEvent(() => void requestCode());
  useEffect(() => {
    if (!noCodeWorks || sentOnOpening.current) return;
    sentOnOpening.current = true;
    sendOnOpening();
  }, [noCodeWorks]);

  const submit = async ({ verificationCode }: VerifyAccountInput) => {
    try {
      await verifyAccount({ verificationCode: verificationCode.toUpperCase() }).unwrap();
      onVerified();
    } catch (error) {
      // A 400 has its own words (R-ERR-42); anything else is the generic error (R-ERR-44).
      const message = apiErrorStatus(error) === 400 ? m.codeMismatch : m.genericError;
      form.setError('verificationCode', { type: 'server', message });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{m.intro}</p>
      <div className="flex flex-col gap-2">
        <div>
          <button type="button" onClick={() => void requestCode()} disabled={isSending} className={buttonClasses('secondary')}>
            {sent ? m.sendAgain : m.sendCode}
          </button>
        </div>
        {sent && (
          <p role="status" className="text-sm text-green-800">
            {m.sent(sent.sentTo, minutesUntil(sent.expiresAt))}
          </p>
        )}
        {sendError && (
          <p role="alert" className="text-sm text-red-800">
            {sendError}
          </p>
        )}
      </div>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={m.codeLabel}
          hint={m.codeHint}
          error={form.formState.errors.verificationCode?.message}
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={VERIFICATION_CODE_LENGTH}
          className="w-48 font-mono text-lg tracking-[0.3em] uppercase"
          registration={form.register('verificationCode')}
        />
        <div>
          <button type="submit" disabled={isVerifying} className={buttonClasses('primary')}>
            {m.verify}
          </button>
        </div>
      </Form>
    </div>
  );
}
