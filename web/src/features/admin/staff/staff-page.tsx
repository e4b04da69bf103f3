import { AdminStaffInviteInputSchema, AdminStaffVenuesInputSchema, type AdminStaff } from '@venue-pass/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formMessages } from '../form/messages.ts';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useVenueChoices } from '../venues/venue-choices.ts';
import { useGetAdminStaffQuery, useInviteAdminStaffMutation, useRemoveAdminStaffMutation, useSetAdminStaffVenuesMutation, type StaffSort } from './api.ts';
import { staffMessages as m } from './messages.ts';
import { VenueCheckboxes, venueIdsField } from './venue-checkboxes.tsx';

const InviteFormSchema = z
  .object({ email: z.string(), givenName: z.string(), familyName: z.string(), venueIds: venueIdsField })
  .pipe(AdminStaffInviteInputSchema);
const VenuesFormSchema = z.object({ venueIds: venueIdsField, version: z.number() }).pipe(AdminStaffVenuesInputSchema);

function InviteForm({ onInvited }: { onInvited: (text: string) => void }) {
  const [invite] = useInviteAdminStaffMutation();
  const venues = useVenueChoices();
  const form = useSchemaForm(InviteFormSchema, { defaultValues: { email: '', givenName: '', familyName: '', venueIds: [] } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: z.output<typeof InviteFormSchema>) => {
    const staff = await invite(input).unwrap();
    form.reset();
    onInvited(m.invited(staff.email));
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors aria-labelledby="invite-staff" className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="invite-staff" className="font-semibold text-slate-900">
        {m.invite}
      </h2>
      <SaveFailureBanner failure={failure} />
      <div className="grid gap-3 md:grid-cols-3">
        <TextField label={m.email} type="email" registration={form.register('email')} error={errors.email?.message} />
        <TextField label={m.givenName} registration={form.register('givenName')} error={errors.givenName?.message} />
        <TextField label={m.familyName} registration={form.register('familyName')} error={errors.familyName?.message} />
      </div>
      <VenueCheckboxes legend={m.venues} venues={venues} registration={form.register('venueIds')} error={errors.venueIds?.message} />
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {m.invite}
        </button>
      </div>
    </Form>
  );
}

function VenuesDialog({ staff, onClose }: { staff: AdminStaff; onClose: () => void }) {
  const [setVenues] = useSetAdminStaffVenuesMutation();
  const venues = useVenueChoices();
  const form = useSchemaForm(VenuesFormSchema, { defaultValues: { venueIds: staff.venues.map((venue) => String(venue.id)), version: staff.version } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: z.output<typeof VenuesFormSchema>) => {
    await setVenues({ id: staff.id, body: input }).unwrap();
    onClose();
  });
  return (
    <Modal title={m.venuesTitle(staff.email)} onClose={onClose}>
      <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-3">
        <SaveFailureBanner failure={failure} onReload={onClose} />
        <VenueCheckboxes legend={m.venues} venues={venues} registration={form.register('venueIds')} error={form.formState.errors.venueIds?.message} />
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses('primary')} disabled={form.formState.isSubmitting}>
            {formMessages.save}
          </button>
          <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
            {m.cancel}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

/** Staff accounts: invite one for chosen venues, change their venues, remove them. */
export function AdminStaffPage() {
  const list = useAdminList<StaffSort>('email');
  const result = useGetAdminStaffQuery(list.params);
  const [remove] = useRemoveAdminStaffMutation();
  const [editing, setEditing] = useState<AdminStaff | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const removeStaff = async (staff: AdminStaff) => {
    setFailure(null);
    try {
      await remove({ id: staff.id, version: staff.version }).unwrap();
      setDone(m.removed(staff.email));
    } catch (error) {
      setFailure(readSaveFailure(error, () => undefined));
    }
  };

  const columns: readonly AdminColumn<AdminStaff, StaffSort>[] = [
    { label: m.email, sort: 'email', cell: (staff) => staff.email },
    { label: m.name, cell: (staff) => `${staff.givenName} ${staff.familyName}` },
    { label: m.venues, cell: (staff) => staff.venues.map((venue) => venue.name).join(', ') },
    { label: m.password, cell: (staff) => (staff.passwordSet ? m.yes : m.notYet) },
    { label: m.created, sort: 'createdAt', cell: (staff) => formatDay(staff.createdAt) },
    {
      label: m.actions,
      cell: (staff) => (
        <div className="flex gap-1">
          <button type="button" className={buttonClasses('ghost')} aria-label={m.changeVenuesOf(staff.email)} onClick={() => setEditing(staff)}>
            {m.changeVenues}
          </button>
          <button type="button" className={buttonClasses('ghost')} aria-label={m.removeOf(staff.email)} onClick={() => void removeStaff(staff)}>
            {m.remove}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <InviteForm onInvited={setDone} />
      {done && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {done}
        </p>
      )}
      <SaveFailureBanner failure={failure} />
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(staff) => staff.id} result={result} />
      {editing && <VenuesDialog staff={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
