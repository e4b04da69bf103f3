import { AdminStaffVenuesInputSchema, StaffRoleSchema, type AdminStaff } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formMessages } from '../form/messages.ts';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useToast } from '../toast/toasts.tsx';
import { useVenueChoices } from '../venues/venue-choices.ts';
import { useGetAdminStaffQuery, useRemoveAdminStaffMutation, useSetAdminStaffVenuesMutation, type StaffSort } from './api.ts';
import { staffMessages as m } from './messages.ts';
import { RoleRadios } from './role-radios.tsx';
import { VenueCheckboxes, venueIdsField } from './venue-checkboxes.tsx';

const VenuesFormSchema = z
  .object({ venueIds: venueIdsField, role: StaffRoleSchema, version: z.number() })
  // The console always sends the role it shows, changed or not.
  .pipe(AdminStaffVenuesInputSchema.extend({ role: StaffRoleSchema }));

function VenuesDialog({ staff, onClose }: { staff: AdminStaff; onClose: () => void }) {
  const [setVenues] = useSetAdminStaffVenuesMutation();
  const venues = useVenueChoices();
  const toast = useToast();
  const form = useAdminForm(VenuesFormSchema, { defaultValues: { venueIds: staff.venues.map((venue) => String(venue.id)), role: staff.role, version: staff.version } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: z.output<typeof VenuesFormSchema>) => {
    await setVenues({ id: staff.id, body: input }).unwrap();
    toast(m.venuesSaved(staff.email));
    onClose();
  });
  return (
    <Modal title={m.venuesTitle(staff.email)} onClose={onClose}>
      <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-3">
        <SaveFailureBanner failure={failure} onReload={onClose} />
        <VenueCheckboxes legend={m.venues} required venues={venues} registration={form.register('venueIds')} error={form.formState.errors.venueIds?.message} />
        <RoleRadios registration={form.register('role')} />
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

function RemoveDialog({ staff, onClose, onFailed }: { staff: AdminStaff; onClose: () => void; onFailed: (failure: SaveFailure) => void }) {
  const [remove] = useRemoveAdminStaffMutation();
  const toast = useToast();
  return (
    <ConfirmDialog
      title={m.removeTitle}
      subtitle={staff.email}
      confirmLabel={m.remove}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove({ id: staff.id, version: staff.version }).unwrap();
          toast(m.removed(staff.email));
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

/** Staff accounts: each one's venues, changing them and removing the account; an invitation is sent from a page of its own. */
export function AdminStaffPage() {
  const list = useAdminList<StaffSort>('email');
  const result = useGetAdminStaffQuery(list.params);
  const [editing, setEditing] = useState<AdminStaff | null>(null);
  const [removing, setRemoving] = useState<AdminStaff | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const columns: readonly AdminColumn<AdminStaff, StaffSort>[] = [
    { label: m.email, sort: 'email', cell: (staff) => staff.email },
    { label: m.name, cell: (staff) => `${staff.givenName} ${staff.familyName}` },
    { label: m.role, cell: (staff) => m.roles[staff.role] },
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
          <button
            type="button"
            className={buttonClasses('danger-secondary')}
            aria-label={m.removeOf(staff.email)}
            onClick={() => {
              setFailure(null);
              setRemoving(staff);
            }}
          >
            {m.remove}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        <Link to={paths.adminStaffInvite} className={buttonClasses('primary')}>
          {m.invite}
        </Link>
      </div>
      <p className="text-slate-700">{m.intro}</p>
      <SaveFailureBanner failure={failure} />
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(staff) => staff.id} result={result} />
      {editing && <VenuesDialog staff={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveDialog staff={removing} onClose={() => setRemoving(null)} onFailed={setFailure} />}
    </section>
  );
}
