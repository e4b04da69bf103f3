import { AdminVipAddInputSchema, type AdminVipAddInput, type AdminVipMember } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdminForm } from '../form/admin-form.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { useAdminList } from '../list/use-admin-list.ts';
import { useToast } from '../toast/toasts.tsx';
import { useAddAdminVipMutation, useGetAdminVipQuery, useRemoveAdminVipMutation } from './api.ts';
import { vipMessages as m } from './messages.ts';

const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`.trim();

function AddForm() {
  const [add] = useAddAdminVipMutation();
  const toast = useToast();
  const form = useAdminForm(AdminVipAddInputSchema, { defaultValues: { emailOrCardNumber: '' } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: AdminVipAddInput) => {
    const member = await add(input).unwrap();
    form.reset({ emailOrCardNumber: '' });
    toast(m.added(fullName(member)));
  });
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-2">
      <SaveFailureBanner failure={failure} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full max-w-sm">
          <TextField label={m.emailOrCard} required registration={form.register('emailOrCardNumber')} error={form.formState.errors.emailOrCardNumber?.message} />
        </div>
        <button type="submit" className={buttonClasses('primary')} disabled={form.formState.isSubmitting}>
          {m.add}
        </button>
      </div>
    </Form>
  );
}

function RemoveDialog({ member, onClose, onFailed }: { member: AdminVipMember; onClose: () => void; onFailed: (failure: SaveFailure) => void }) {
  const [remove] = useRemoveAdminVipMutation();
  const toast = useToast();
  return (
    <ConfirmDialog
      title={m.removeTitle}
      subtitle={fullName(member)}
      confirmLabel={m.remove}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove(member.memberId).unwrap();
          toast(m.removed(fullName(member)));
        } catch (error) {
          onFailed(readSaveFailure(error, () => undefined));
        }
        onClose();
      }}
    >
      <p>{m.removeText}</p>
    </ConfirmDialog>
  );
}

export function AdminVipPage() {
  const list = useAdminList<'email'>('email');
  const result = useGetAdminVipQuery(list.params);
  const [removing, setRemoving] = useState<AdminVipMember | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const columns: readonly AdminColumn<AdminVipMember, 'email'>[] = [
    { label: m.name, cell: fullName },
    { label: m.email, sort: 'email', cell: (member) => member.email },
    { label: m.cardNumber, cell: (member) => <span className="font-mono">{member.cardNumber}</span> },
    {
      label: m.remove,
      cell: (member) => (
        <button
          type="button"
          className={buttonClasses('danger-secondary')}
          aria-label={m.removeOf(fullName(member))}
          onClick={() => {
            setFailure(null);
            setRemoving(member);
          }}
        >
          {m.remove}
        </button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <AddForm />
      <SaveFailureBanner failure={failure} />
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(member) => member.memberId} result={result} />
      {removing && <RemoveDialog member={removing} onClose={() => setRemoving(null)} onFailed={setFailure} />}
    </section>
  );
}
