import { AdminStaffInviteInputSchema, StaffRoleSchema } from '@venue-pass/contracts';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { areaPaths, useConsoleArea } from '../area/console-area.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { formMessages } from '../form/messages.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useVenueChoices } from '../venues/venue-choices.ts';
import { useInviteAdminStaffMutation } from './api.ts';
import { staffMessages as m } from './messages.ts';
import { RoleRadios } from './role-radios.tsx';
import { VenueCheckboxes, venueIdsField } from './venue-checkboxes.tsx';

const InviteFormSchema = z
  .object({ email: z.string(), givenName: z.string(), familyName: z.string(), venueIds: venueIdsField, role: StaffRoleSchema })
  // The console always says which role it gives.
  .pipe(AdminStaffInviteInputSchema.extend({ role: StaffRoleSchema }));

/**
 * /admin/staff/new: invites a member of staff for chosen venues, as venues and offers are created on a
 * page of their own; /partner/staff/new: a venue manager invites staff to their own venues.
 */
export function AdminStaffInvitePage() {
  const area = useConsoleArea();
  const navigate = useNavigate();
  const toast = useToast();
  const [invite] = useInviteAdminStaffMutation();
  const venues = useVenueChoices();
  const form = useAdminForm(InviteFormSchema, { defaultValues: { email: '', givenName: '', familyName: '', venueIds: [], role: 'staff' } });
  // Only the operator names managers (ADR 086): a manager's form has no role to choose, so it invites staff.
  const { failure, submit, invalid } = useAdminSave(form.setError, async (body: z.output<typeof InviteFormSchema>) => {
    const staff = await invite({ area, body }).unwrap();
    toast(m.invited(staff.email));
    navigate(areaPaths[area].staff, { replace: true });
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <Link to={areaPaths[area].staff} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      <PageHeading>{m.invite}</PageHeading>
      <p className="text-slate-700">{area === 'admin' ? m.intro : m.partnerIntro}</p>
      <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-4">
        <SaveFailureBanner failure={failure} />
        <RequiredNote />
        <TextField label={m.email} type="email" required registration={form.register('email')} error={errors.email?.message} />
        <TextField label={m.givenName} required registration={form.register('givenName')} error={errors.givenName?.message} />
        <TextField label={m.familyName} required registration={form.register('familyName')} error={errors.familyName?.message} />
        <VenueCheckboxes legend={m.venues} required venues={venues} registration={form.register('venueIds')} error={errors.venueIds?.message} />
        {area === 'admin' && <RoleRadios registration={form.register('role')} />}
        <div>
          <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
            {isSubmitting ? formMessages.saving : m.sendInvitation}
          </button>
        </div>
      </Form>
    </section>
  );
}
