import { MobileSignupInputSchema, type MobileSignupInput } from '@venue-pass/contracts';
import { useEffect, useState } from 'react';
import { LogoMark } from '../../../components/layout/logo.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { requestCheckMessages } from '../../../lib/request-checks.ts';
import { cn } from '../../../lib/cn.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useRequestCheck } from '../../../lib/use-request-check.ts';
import { useCreateMobileSignupMutation } from '../api.ts';
import { STATUS_CLEAR_MS, mobileSignupMessages as m } from '../messages.ts';
import { readSourceId, writeSourceId } from '../source-id-storage.ts';
import { SourceIdDialog } from './source-id-dialog.tsx';

/** The mobile sign-up outcomes: success, already registered, failed (R-STATE-45). */
type Outcome = 'success' | 'already-registered' | 'failed';

const outcomeText: Record<Outcome, string> = {
  success: m.succeeded,
  'already-registered': m.alreadyRegistered,
  failed: m.failed,
};

/** /mobile-registration: staff sign a member up by mobile number. */
export function MobileRegistrationPage() {
  const [createSignup, { isLoading }] = useCreateMobileSignupMutation();
  const [sourceId, setSourceId] = useState(readSourceId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idempotency = useIdempotencyKey();
  const checking = useRequestCheck();
  const form = useSchemaForm(MobileSignupInputSchema, { defaultValues: { mobileNumber: '', registrationSourceId: sourceId } });
  const { errors } = form.formState;

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const changeSourceId = (id: number | undefined) => {
    writeSourceId(id);
    setSourceId(id);
    form.setValue('registrationSourceId', id as number, { shouldValidate: errors.registrationSourceId !== undefined });
  };

  const onValid = async (values: MobileSignupInput) => {
    setOutcome(null);
    try {
      await createSignup({ ...values, idempotencyKey: idempotency.keyFor(values.mobileNumber) }).unwrap();
      idempotency.settle();
      setOutcome('success');
      form.resetField('mobileNumber');
    } catch (error) {
      idempotency.settle(error);
      setOutcome(apiErrorStatus(error) === 409 ? 'already-registered' : 'failed');
    }
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <button
        type="button"
        onClick={() => setDialogOpen(true)}
        aria-label={m.logoButton}
        className="self-center rounded-xl text-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        <LogoMark className="size-16" />
      </button>
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      {outcome && (
        <p
          role={outcome === 'success' ? 'status' : 'alert'}
          className={cn(
            'rounded-lg border p-4 font-medium',
            outcome === 'success' ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900',
          )}
        >
          {outcomeText[outcome]}
        </p>
      )}
      <Form form={form} onSubmit={onValid} className="flex flex-col gap-4">
        <TextField
          label={m.mobileNumber}
          error={errors.mobileNumber?.message}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          registration={form.register('mobileNumber')}
        />
        {sourceId !== undefined && <p className="text-sm text-slate-600">{m.currentSource(sourceId)}</p>}
        {errors.registrationSourceId?.message && (
          <p role="alert" className="text-sm text-red-800">
            {errors.registrationSourceId.message}
          </p>
        )}
        <div>
          <button type="submit" disabled={isLoading} className={buttonClasses('primary')}>
            {isLoading ? (checking ? requestCheckMessages.checking : m.sending) : m.signUp}
          </button>
        </div>
      </Form>
      {dialogOpen && <SourceIdDialog sourceId={sourceId} onChange={changeSourceId} onClose={() => setDialogOpen(false)} />}
    </section>
  );
}
