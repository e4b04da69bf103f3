import { ContactFormInputSchema, type ContactFormInput } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorStatus, serverFieldErrors } from '../../../lib/api-error.ts';
import { useSubmitContactFormMutation } from '../api.ts';
import { contactMessages as m } from '../messages.ts';

/** The contact form's states (R-STATE-28 to 30): untouched, failed (form and red banner) or succeeded (green banner only). */
type Outcome = 'untouched' | 'failed' | 'rateLimited' | 'succeeded';

const FIELDS = ['name', 'email', 'message'] as const;

/** /about/contact-us. */
export function ContactPage() {
  const [submitContactForm, { isLoading }] = useSubmitContactFormMutation();
  const [outcome, setOutcome] = useState<Outcome>('untouched');
  const form = useSchemaForm(ContactFormInputSchema, { defaultValues: { name: '', email: '', message: '' } });
  const { errors } = form.formState;

  const onValid = async (values: ContactFormInput) => {
    try {
      await submitContactForm(values).unwrap();
      setOutcome('succeeded');
    } catch (error) {
      if (apiErrorStatus(error) === 429) {
        setOutcome('rateLimited');
        return;
      }
      const fieldErrors = serverFieldErrors(error) ?? {};
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { type: 'server', message });
      }
      setOutcome('failed');
    }
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <PageHeading>{m.title}</PageHeading>
      {/* About Us holds Contact Us alone (R-NAV-05), so its page is where About Us leads to the FAQ (issue 22). */}
      <p className="text-slate-700">
        {m.faqBefore}{' '}
        <Link to={paths.faq} className="font-medium text-violet-800 underline hover:text-violet-900">
          {m.faqLink}
        </Link>
      </p>
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
          <Form form={form} onSubmit={onValid} onInvalid={() => setOutcome('failed')} summarisesErrors className="flex flex-col gap-4">
            <fieldset disabled={isLoading} className="flex flex-col gap-4">
              <TextField label={m.name} error={errors.name?.message} autoComplete="name" registration={form.register('name')} />
              <TextField
                label={m.email}
                error={errors.email?.message}
                type="email"
                autoComplete="email"
                registration={form.register('email')}
              />
              <TextAreaField label={m.message} error={errors.message?.message} rows={6} registration={form.register('message')} />
            </fieldset>
            <div>
              <button type="submit" disabled={isLoading} className={buttonClasses('primary')}>
                {isLoading ? m.sending : m.submit}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
