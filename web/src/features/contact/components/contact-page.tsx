import { zodResolver } from '@hookform/resolvers/zod';
import { ContactFormInputSchema, type ContactFormInput } from '@venue-pass/contracts';
import { useId, useState, type ComponentProps } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSubmitContactFormMutation } from '../api.ts';
import { contactMessages as m } from '../messages.ts';

/** SPEC 4 "Contact form": untouched, failed (form and red banner) or succeeded (green banner only). */
type Outcome = 'untouched' | 'failed' | 'rateLimited' | 'succeeded';

const FIELDS = ['name', 'email', 'message'] as const;

interface FieldProps {
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  inputProps?: ComponentProps<'input'>;
}

function Field({ label, error, registration, multiline, inputProps }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(
      'rounded-lg border px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700',
      error ? 'border-red-700' : 'border-slate-300',
    ),
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? <textarea rows={6} {...shared} /> : <input {...inputProps} {...shared} />}
      {error?.message && (
        <p id={errorId} className="text-sm text-red-800">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** /about/contact-us. */
export function ContactPage() {
  const [submitContactForm, { isLoading }] = useSubmitContactFormMutation();
  const [outcome, setOutcome] = useState<Outcome>('untouched');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput>({ resolver: zodResolver(ContactFormInputSchema), defaultValues: { name: '', email: '', message: '' } });

  const onValid = async (values: ContactFormInput) => {
    try {
      await submitContactForm(values).unwrap();
      setOutcome('succeeded');
    } catch (error) {
      const { status, data } = error as { status?: unknown; data?: { errors?: Record<string, string[]> } };
      if (status === 429) {
        setOutcome('rateLimited');
        return;
      }
      // Map the server's field messages back onto the fields, joined as the account form does.
      for (const field of FIELDS) {
        const messages = data?.errors?.[field];
        if (messages?.length) setError(field, { type: 'server', message: messages.join(', ') });
      }
      setOutcome('failed');
    }
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <PageHeading>{m.title}</PageHeading>
      {outcome === 'succeeded' ? (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-900">
          {m.succeeded}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{m.intro}</p>
          {(outcome === 'failed' || outcome === 'rateLimited') && (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-900">
              {outcome === 'failed' ? m.failed : m.tooMany}
            </p>
          )}
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={handleSubmit(onValid, () => setOutcome('failed'))}
          >
            <fieldset disabled={isLoading} className="flex flex-col gap-4">
              <Field label={m.name} error={errors.name} registration={register('name')} inputProps={{ autoComplete: 'name' }} />
              <Field
                label={m.email}
                error={errors.email}
                registration={register('email')}
                inputProps={{ type: 'email', autoComplete: 'email' }}
              />
              <Field label={m.message} error={errors.message} registration={register('message')} multiline />
            </fieldset>
            <div>
              <button type="submit" disabled={isLoading} className={buttonClasses('primary')}>
                {isLoading ? m.sending : m.submit}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
