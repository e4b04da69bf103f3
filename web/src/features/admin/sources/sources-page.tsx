import { AdminRegistrationSourceInputSchema, type AdminRegistrationSource, type AdminRegistrationSourceInput } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdminForm } from '../form/admin-form.ts';
import { formMessages } from '../form/messages.ts';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { QrPoster } from '../poster/qr-poster.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useCreateAdminSourceMutation, useGetAdminSourcesQuery, type SourceSort } from './api.ts';
import { sourceMessages as m } from './messages.ts';

function NewSourceForm({ onCreated }: { onCreated: (source: AdminRegistrationSource) => void }) {
  const [create] = useCreateAdminSourceMutation();
  const form = useAdminForm(AdminRegistrationSourceInputSchema, { defaultValues: { name: '' } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: AdminRegistrationSourceInput) => {
    onCreated(await create(input).unwrap());
    form.reset({ name: '' });
  });
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors aria-label={m.newSource} className="flex flex-col gap-2">
      <SaveFailureBanner failure={failure} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full max-w-sm">
          <TextField label={m.name} required registration={form.register('name')} error={form.formState.errors.name?.message} />
        </div>
        <button type="submit" className={buttonClasses('primary')} disabled={form.formState.isSubmitting}>
          {formMessages.create}
        </button>
      </div>
    </Form>
  );
}

/** Registration sources: a new one, each one's sign-ups, and the link and poster of the one chosen. */
export function AdminSourcesPage() {
  const list = useAdminList<SourceSort>('name');
  const result = useGetAdminSourcesQuery(list.params);
  const [shown, setShown] = useState<AdminRegistrationSource | null>(null);
  const toast = useToast();

  const columns: readonly AdminColumn<AdminRegistrationSource, SourceSort>[] = [
    { label: m.name, sort: 'name', cell: (source) => source.name },
    { label: m.code, cell: (source) => <span className="font-mono">{source.code}</span> },
    { label: m.signUps, cell: (source) => source.signUps },
    { label: m.status, cell: (source) => (source.active ? m.active : m.inactive) },
    { label: m.created, sort: 'createdAt', cell: (source) => formatDay(source.createdAt) },
    {
      label: m.link,
      cell: (source) => (
        <button type="button" className={buttonClasses('ghost')} aria-label={m.show(source.name)} onClick={() => setShown(source)}>
          {m.link}
        </button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <NewSourceForm
        onCreated={(source) => {
          setShown(source);
          toast(m.createdText(source.name));
        }}
      />
      {shown && (
        <div className="flex flex-col items-start gap-2">
          <QrPoster title={shown.name} link={shown.link} caption={m.posterCaption} />
          <button type="button" className={buttonClasses('ghost')} onClick={() => setShown(null)}>
            {m.hide}
          </button>
        </div>
      )}
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(source) => source.id} result={result} />
    </section>
  );
}
