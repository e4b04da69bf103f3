import type { AdminVenue, AdminVenueInput } from '@venue-pass/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Controller } from 'react-hook-form';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { useConsoleArea } from '../area/console-area.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { withWebScheme } from '../form/form-values.ts';
import { formMessages } from '../form/messages.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { TimeZoneField } from '../form/time-zone-field.tsx';
import { WeeklyHoursFields } from '../form/weekly-hours-fields.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useCreateAdminVenueMutation, useGetAdminVenueQuery, useUpdateAdminVenueMutation } from './api.ts';
import { LogoUpload } from './logo-upload.tsx';
import { venueMessages as m } from './messages.ts';
import { VenueFormSchema, venueFormValues } from './venue-form.ts';

interface VenueFormProps {
  venue?: AdminVenue;
  onSave: (input: AdminVenueInput) => Promise<unknown>;
  onReload?: () => void;
  /** A venue manager's form: the listing only, as the name, time zone and whether it is live stay the operator's. */
  listingOnly?: boolean;
}

/** Name, description, website, address, time zone, opening hours and whether members see it. */
export function VenueForm({ venue, onSave, onReload, listingOnly = false }: VenueFormProps) {
  const form = useAdminForm(VenueFormSchema, { defaultValues: venueFormValues(venue) }, m.fieldErrors);
  const { failure, submit, invalid } = useAdminSave(form.setError, onSave, m.fieldErrors);
  const { errors, isSubmitting } = form.formState;
  // The operator may type 'harbourlights.example': the address gets its https:// as they leave the field.
  const website = form.register('website', { onBlur: (event: { target: { value: string } }) => form.setValue('website', withWebScheme(event.target.value)) });

  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-4">
      <SaveFailureBanner failure={failure} {...(onReload ? { onReload } : {})} />
      <RequiredNote />
      {!listingOnly && <TextField label={m.name} required registration={form.register('name')} error={errors.name?.message} />}
      <TextAreaField label={m.description} required rows={4} registration={form.register('description')} error={errors.description?.message} />
      <TextField label={m.website} hint={m.websiteHint} type="url" inputMode="url" registration={website} error={errors.website?.message} />
      <TextField label={m.address} required registration={form.register('address')} error={errors.address?.message} />
      {!listingOnly && (
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField label={m.timeZone} hint={m.timeZoneHint} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.timeZone?.message} />
          )}
        />
      )}
      <WeeklyHoursFields legend={m.openingHours} name="openingHours" register={form.register} errors={errors} />
      {!listingOnly && <CheckboxField label={m.active} hint={m.activeHint} registration={form.register('active')} />}
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? formMessages.saving : venue ? formMessages.save : formMessages.create}
        </button>
      </div>
    </Form>
  );
}

function NewVenue() {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateAdminVenueMutation();
  return (
    <>
      <PageHeading>{m.newVenue}</PageHeading>
      <p className="text-slate-700">{m.logoAfterCreate}</p>
      <VenueForm
        onSave={async (input) => {
          const venue = await create(input).unwrap();
          toast(m.createdToast(venue.name));
          navigate(pathTo(paths.adminVenue, { id: String(venue.id) }), { replace: true });
        }}
      />
    </>
  );
}

/**
 * One venue's form and logo: every field for the operator, the listing for a venue manager (issue 25),
 * with `intro` under the heading.
 */
export function EditVenue({ id, intro }: { id: number; intro?: string }) {
  const area = useConsoleArea();
  const { data: venue, error, refetch } = useGetAdminVenueQuery({ area, id });
  const [update] = useUpdateAdminVenueMutation();
  const toast = useToast();
  if (error) {
    return (
      <p role="alert" className="text-red-900">
        {operatorFailureText(error)}
      </p>
    );
  }
  if (!venue) {
    return <Loading />;
  }
  return (
    <>
      <PageHeading>{m.editTitle(venue.name)}</PageHeading>
      {intro && <p className="text-slate-700">{intro}</p>}
      <LogoUpload venue={venue} />
      {/* A reload after a conflict brings a new version: the form starts again from the stored venue. */}
      <VenueForm
        key={venue.version}
        venue={venue}
        listingOnly={area === 'partner'}
        onSave={async ({ description, website, address, openingHours, ...operatorFields }) => {
          const listing = { description, website, address, openingHours, version: venue.version };
          const saved = await update(area === 'partner' ? { area, id, body: listing } : { area, id, body: { ...listing, ...operatorFields } }).unwrap();
          toast(m.savedToast(saved.name));
        }}
        onReload={() => void refetch()}
      />
    </>
  );
}

/** /admin/venues/new creates a venue; /admin/venues/{id} edits one and uploads its logo. */
export function AdminVenuePage() {
  const { id = '' } = useParams();
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <Link to={paths.adminVenues} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {id === 'new' ? <NewVenue /> : <EditVenue id={Number(id)} />}
    </section>
  );
}
