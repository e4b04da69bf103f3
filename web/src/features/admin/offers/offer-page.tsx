import { OfferRequirementSchema, RedemptionRuleSchema, type AdminOffer, type AdminOfferInput } from '@venue-pass/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { useConsoleArea } from '../area/console-area.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { formMessages } from '../form/messages.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { SchemeDateTimeField } from '../form/scheme-date-time-field.tsx';
import { WeeklyHoursFields } from '../form/weekly-hours-fields.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useVenueChoices } from '../venues/venue-choices.ts';
import { useCreateAdminOfferMutation, useGetAdminOfferQuery, useUpdateAdminOfferMutation } from './api.ts';
import { offerMessages as m } from './messages.ts';
import { OfferFormSchema, offerFormValues } from './offer-form.ts';
import { OfferPreview } from './offer-preview.tsx';

const requirementOptions = OfferRequirementSchema.options.map((value) => ({ value, label: m.requirements[value] }));
const ruleOptions = RedemptionRuleSchema.options.map((value) => ({ value, label: m.redemptionRules[value] }));

interface OfferFormProps {
  offer?: AdminOffer;
  onSave: (input: AdminOfferInput) => Promise<unknown>;
  onReload?: () => void;
  /** The button's text, when saving does something other than save (a venue manager's proposal). */
  submitLabel?: string;
}

/** Venue, title, description, dates, days and hours, what members must have done, how often, and whether members see it. */
export function OfferForm({ offer, onSave, onReload, submitLabel }: OfferFormProps) {
  const area = useConsoleArea();
  const form = useAdminForm(OfferFormSchema, { defaultValues: offerFormValues(offer) }, m.fieldErrors);
  const { failure, submit, invalid } = useAdminSave(form.setError, onSave, m.fieldErrors);
  const { errors, isSubmitting } = form.formState;
  // The offer's own venue is a choice from the start, so the select shows it before the list arrives.
  const loaded = useVenueChoices();
  const current = offer ? [{ value: String(offer.venueId), label: offer.venueName }] : [];
  const venues = [...current, ...loaded.filter((venue) => !current.some((own) => own.value === venue.value))];

  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-4">
      <SaveFailureBanner failure={failure} {...(onReload ? { onReload } : {})} />
      <RequiredNote />
      <SelectField
        label={m.venue}
        required
        options={[{ value: '', label: m.chooseVenue }, ...venues]}
        registration={form.register('venueId')}
        error={errors.venueId?.message}
      />
      <TextField label={m.offerTitle} required registration={form.register('title')} error={errors.title?.message} />
      <TextAreaField label={m.description} required rows={4} registration={form.register('description')} error={errors.description?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemeDateTimeField label={m.startsAt} required value={form.values.startsAt} registration={form.register('startsAt')} error={errors.startsAt?.message} />
        <div className="flex flex-col gap-2">
          {/* Hidden rather than disabled, so the end typed before ticking the box comes back when it is unticked. */}
          {!form.values.noEnd && (
            <SchemeDateTimeField label={m.endsAt} required value={form.values.endsAt} registration={form.register('endsAt')} error={errors.endsAt?.message} />
          )}
          <CheckboxField label={formMessages.noEnd} hint={formMessages.noEndHint} registration={form.register('noEnd')} />
        </div>
      </div>
      <WeeklyHoursFields legend={m.availability} name="availability" register={form.register} errors={errors} />
      <SelectField label={m.requirement} options={requirementOptions} registration={form.register('requirement')} error={errors.requirement?.message} />
      <SelectField label={m.redemptionRule} options={ruleOptions} registration={form.register('redemptionRule')} error={errors.redemptionRule?.message} />
      <CheckboxField label={m.vip} hint={m.vipHint} registration={form.register('vip')} />
      {/* A venue manager pauses and resumes an offer from its page, never through review (issue 25). */}
      {area === 'admin' && <CheckboxField label={m.active} hint={m.activeHint} registration={form.register('active')} />}
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? formMessages.saving : (submitLabel ?? (offer ? formMessages.save : formMessages.create))}
        </button>
      </div>
    </Form>
  );
}

function NewOffer() {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateAdminOfferMutation();
  return (
    <>
      <PageHeading>{m.newOffer}</PageHeading>
      <p className="text-slate-700">{m.previewAfterCreate}</p>
      <OfferForm
        onSave={async (input) => {
          const offer = await create(input).unwrap();
          toast(m.createdToast(offer.title));
          navigate(pathTo(paths.adminOffer, { id: String(offer.id) }), { replace: true });
        }}
      />
    </>
  );
}

function EditOffer({ id }: { id: number }) {
  const { data: offer, error, refetch } = useGetAdminOfferQuery(id);
  const [update] = useUpdateAdminOfferMutation();
  const toast = useToast();
  if (error) {
    return (
      <p role="alert" className="text-red-900">
        {operatorFailureText(error)}
      </p>
    );
  }
  if (!offer) {
    return <Loading />;
  }
  return (
    <>
      <PageHeading>{m.editTitle(offer.title)}</PageHeading>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A reload after a conflict brings a new version: the form starts again from the stored offer. */}
        <OfferForm
          key={offer.version}
          offer={offer}
          onSave={async (input) => {
            const saved = await update({ id, body: { ...input, version: offer.version } }).unwrap();
            toast(m.savedToast(saved.title));
          }}
          onReload={() => void refetch()}
        />
        <OfferPreview id={id} active={offer.active} />
      </div>
    </>
  );
}

/** /admin/offers/new creates an offer; /admin/offers/{id} edits one beside its preview. */
export function AdminOfferPage() {
  const { id = '' } = useParams();
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.adminOffers} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {id === 'new' ? <NewOffer /> : <EditOffer id={Number(id)} />}
    </section>
  );
}
