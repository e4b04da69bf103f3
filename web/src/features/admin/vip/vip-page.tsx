import { AdminVipAddInputSchema, type AdminVipAddInput, type AdminVipMember } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { useAdminList } from '../list/use-admin-list.ts';
import { useAddAdminVipMutation, useGetAdminVipQuery, useRemoveAdminVipMutation } from './api.ts';
import { vipMessages as m } from './messages.ts';

const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`.trim();

function AddForm({ onDone }: { onDone: (text: string) => void }) {
  const [add] = useAddAdminVipMutation();
  const form = useSchemaForm(AdminVipAddInputSchema, { defaultValues: { emailOrCardNumber: '' } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: AdminVipAddInput) => {
    const member = await add(input).unwrap();
    form.reset({ emailOrCardNumber: '' });
    onDone(m.added(fullName(member)));
  });
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-2">
      <SaveFailureBanner failure={failure} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full max-w-sm">
          <TextField label={m.emailOrCard} registration={form.register('emailOrCardNumber')} error={form.formState.errors.emailOrCardNumber?.message} />
        </div>
        <button type="submit" className={buttonClasses('primary')} disabled={form.formState.isSubmitting}>
          {m.add}
        </button>
      </div>
    </Form>
  );
}

export function AdminVipPage() {
  const list = useAdminList<'email'>('email');
  const result = useGetAdminVipQuery(list.params);
  const [remove] = useRemoveAdminVipMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const removeMember = async (member: AdminVipMember) => {
    setFailure(null);
    try {
      await remove(member.memberId).unwrap();
      setDone(m.removed(fullName(member)));
    } catch (error) {
      setFailure(readSaveFailure(error, () => undefined));
    }
  };

  const columns: readonly AdminColumn<AdminVipMember, 'email'>[] = [
    { label: m.name, cell: fullName },
    { label: m.email, sort: 'email', cell: (member) => member.email },
    { label: m.cardNumber, cell: (member) => <span className="font-mono">{member.cardNumber}</span> },
    {
      label: m.remove,
      cell: (member) => (
        <button type="button" className={buttonClasses('ghost')} aria-label={m.removeOf(fullName(member))} onClick={() => void removeMember(member)}>
          {m.remove}
        </button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <AddForm onDone={setDone} />
      {done && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {done}
        </p>
      )}
      <SaveFailureBanner failure={failure} />
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(member) => member.memberId} result={result} />
    </section>
  );
}
