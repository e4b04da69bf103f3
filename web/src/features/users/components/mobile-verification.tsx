import { type CodeSent, VERIFICATION_CODE_LENGTH, VerifyMobileInputSchema, type VerifyMobileInput } from '@venue-pass/contracts';
import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorBody, apiErrorStatus, serverFieldErrors } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { minutesUntil } from '../../../lib/minutes-until.ts';
import { useSendMobileCodeMutation, useVerifyMobileMutation } from '../account-api.ts';
import { mobileVerificationMessages as m } from '../account-messages.ts';

/** The API's refusals that explain themselves (a wrong code, a number taken or already verified, too many codes, not sent). */
const EXPLAINED_STATUSES = [400, 409, 424, 429];

/** The API's own sentence for the refusals it explains, otherwise a generic one. */
function problemText(error: unknown): string {
  const status = apiErrorStatus(error);
  const message = apiErrorBody(error)?.message;
  return typeof status === 'number' && EXPLAINED_STATUSES.includes(status) && message !== undefined ? message : m.failed;
}

export interface MobileVerificationProps {
  /** The saved number, as the profile holds it. */
  mobileNumber: string;
  verified: boolean;
}

/**
 * Whether the profile's saved mobile number is verified and, while it is not, the way to verify it: a
 * code texted to it, entered here (docs/decisions/022-verified-mobile-numbers.md). The verified state
 * comes from the profile, which the API's answer makes RTK Query load again.
 */
export function MobileVerification({ mobileNumber, verified }: MobileVerificationProps) {
  const headingId = useId();
  const [sendCode, { isLoading: isSending }] = useSendMobileCodeMutation();
  const [verifyMobile] = useVerifyMobileMutation();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(VerifyMobileInputSchema, { defaultValues: { verificationCode: '' } });
  const { isSubmitting } = form.formState;
  const { setFocus } = form;

  // The entry appears once the code is on its way; the member types it next.
  useEffect(() => {
    if (sent) setFocus('verificationCode');
  }, [sent, setFocus]);

  const requestCode = async () => {
    setProblem(null);
    try {
      setSent(await sendCode().unwrap());
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  const submit = async ({ verificationCode }: VerifyMobileInput) => {
    setProblem(null);
    try {
      await verifyMobile({ verificationCode }).unwrap();
    } catch (error) {
      if (apiErrorStatus(error) === 400) {
        const message = serverFieldErrors(error)?.['verificationCode'] ?? problemText(error);
        form.setError('verificationCode', { type: 'server', message });
      } else {
        setProblem(problemText(error));
      }
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {m.title}
      </h2>
      {/* Announced when the number turns verified, without becoming one more status region of the page. */}
      <p aria-live="polite" className="flex flex-wrap items-center gap-2 text-slate-800">
        <span className="font-mono">{mobileNumber}</span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-sm font-medium',
            verified ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
          )}
        >
          {verified ? m.verified : m.notVerified}
        </span>
      </p>
      {!verified && (
        <>
          <p className="text-sm text-slate-700">{m.explanation}</p>
          <div>
            <button type="button" onClick={() => void requestCode()} disabled={isSending} className={buttonClasses('secondary')}>
              {isSending ? m.sending : sent ? m.sendAgain : m.verify}
            </button>
          </div>
          {sent && (
            <p role="status" className="text-sm text-green-800">
              {m.sent(sent.sentTo, minutesUntil(sent.expiresAt))}
            </p>
          )}
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
          {sent && (
            <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
              <TextField
                label={m.codeLabel}
                hint={m.codeHint}
                error={form.formState.errors.verificationCode?.message}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                spellCheck={false}
                maxLength={VERIFICATION_CODE_LENGTH}
                className="w-48 font-mono text-lg tracking-[0.3em]"
                registration={form.register('verificationCode')}
              />
              <div>
                <button type="submit" disabled={isSubmitting} className={buttonClasses('primary')}>
                  {isSubmitting ? m.confirming : m.confirm}
                </button>
              </div>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
