import { AdminStaffVenuesInputSchema, StaffRoleSchema, type AdminStaff } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { areaPaths, useConsoleArea } from '../area/console-area.ts';
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
  // The operator's console always sends the role it shows, changed or not.
  .pipe(AdminStaffVenuesInputSchema.extend({ role: StaffRoleSchema }));

function VenuesDialog({ staff, onClose }: { staff: AdminStaff; onClose: () => void }) {
  const area = useConsoleArea();
  const [setVenues] = useSetAdminStaffVenuesMutation();
  const venues = useVenueChoices();
  const toast = useToast();
  const form = useAdminForm(VenuesFormSchema, { defaultValues: { venueIds: staff.venues.map((venue) => String(venue.id)), role: staff.role, version: staff.version } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async ({ role, ...input }: z.output<typeof VenuesFormSchema>) => {
    // Only the operator names or changes managers; a manager changes venues alone (ADR 086).
    await setVenues({ area, id: staff.id, body: area === 'admin' ? { ...input, role } : input }).unwrap();
    toast(area === 'admin' ? m.venuesSaved(staff.email) : m.venuesOnlySaved(staff.email));
    onClose();
  });
  return (
    <Modal title={area === 'admin' ? m.venuesTitle(staff.email) : m.venuesOnlyTitle(staff.email)} onClose={onClose}>
      <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-3">
        <SaveFailureBanner failure={failure} onReload={onClose} />
        <VenueCheckboxes legend={m.venues} required venues={venues} registration={form.register('venueIds')} error={form.formState.errors.venueIds?.message} />
        {area === 'admin' && <RoleRadios registration={form.register('role')} />}
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
  const area = useConsoleArea();
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
          await remove({ area, id: staff.id, version: staff.version }).unwrap();
          toast(m.removed(staff.email));
        } catch (error) {
          onFailed(readSaveFailure(error, () => undefined));
        }
        onClose();
      }}
    >
      <p>{area === 'admin' ? m.removeText : m.removeFromVenuesText}</p>
    </ConfirmDialog>
  );
}

/**
 * Staff accounts: each one's venues, changing them and removing the account; an invitation is sent from
 * a page of its own. In a venue manager's area (issue 25), the staff of their venues, whose venues
 * outside it the manager neither sees nor touches.
 */
export function AdminStaffPage() {
  const area = useConsoleArea();
  const list = useAdminList<StaffSort>('email');
  const result = useGetAdminStaffQuery({ area, ...list.params });
  const [editing, setEditing] = useState<AdminStaff | null>(null);
  const [removing, setRemoving] = useState<AdminStaff | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const columns: readonly AdminColumn<AdminStaff, StaffSort>[] = [
    { label: m.email, sort: 'email', cell: (staff) => staff.email },
    { label: m.name, cell: (staff) => `${staff.givenName} ${staff.familyName}` },
    ...(area === 'admin' ? [{ label: m.role, cell: (staff: AdminStaff) => m.roles[staff.role] }] : []),
    { label: m.venues, cell: (staff) => staff.venues.map((venue) => venue.name).join(', ') },
    { label: m.password, cell: (staff) => (staff.passwordSet ? m.yes : m.notYet) },
    { label: m.created, sort: 'createdAt', cell: (staff) => formatDay(staff.createdAt) },
    {
      label: m.actions,
      cell: (staff) => (
        <div className="flex gap-1">
          <button
            type="button"
            className={buttonClasses('ghost')}
            aria-label={area === 'admin' ? m.changeVenuesOf(staff.email) : m.changeVenuesOnlyOf(staff.email)}
            onClick={() => setEditing(staff)}
          >
            {area === 'admin' ? m.changeVenues : m.venues}
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
        <PageHeading>{area === 'admin' ? m.title : m.partnerTitle}</PageHeading>
        <Link to={areaPaths[area].staffInvite} className={buttonClasses('primary')}>
          {m.invite}
        </Link>
      </div>
      <p className="text-slate-700">{area === 'admin' ? m.intro : m.partnerIntro}</p>
      <SaveFailureBanner failure={failure} />
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(staff) => staff.id} result={result} />
      {editing && <VenuesDialog staff={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveDialog staff={removing} onClose={() => setRemoving(null)} onFailed={setFailure} />}
    </section>
  );
}
