import { PromotionChannelSchema, type AdminPromotion, type AdminPromotionInput } from '@venue-pass/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { formMessages } from '../form/messages.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { SchemeDateTimeField } from '../form/scheme-date-time-field.tsx';
import { QrPoster } from '../poster/qr-poster.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useVenueChoices } from '../venues/venue-choices.ts';
import { useCreateAdminPromotionMutation, useGetAdminPromotionQuery, useUpdateAdminPromotionMutation } from './api.ts';
import { promotionMessages as m } from './messages.ts';
import { PromotionFormSchema, promotionFormValues } from './promotion-form.ts';

const channelOptions = PromotionChannelSchema.options.map((value) => ({ value, label: m.channels[value] }));

interface PromotionFormProps {
  promotion?: AdminPromotion;
  onSave: (input: AdminPromotionInput) => Promise<unknown>;
  onReload?: () => void;
}

export function PromotionForm({ promotion, onSave, onReload }: PromotionFormProps) {
  const form = useAdminForm(PromotionFormSchema, { defaultValues: promotionFormValues(promotion) }, m.fieldErrors);
  const { failure, submit, invalid } = useAdminSave(form.setError, onSave, m.fieldErrors);
  const { errors, isSubmitting } = form.formState;
  const loaded = useVenueChoices();
  const current = promotion?.venueId ? [{ value: String(promotion.venueId), label: promotion.venueName ?? '' }] : [];
  const venues = [...current, ...loaded.filter((venue) => !current.some((own) => own.value === venue.value))];

  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-4">
      <SaveFailureBanner failure={failure} {...(onReload ? { onReload } : {})} />
      <RequiredNote />
      <TextField label={m.name} required registration={form.register('name')} error={errors.name?.message} />
      <SelectField label={m.venue} options={[{ value: '', label: m.anyVenue }, ...venues]} registration={form.register('venueId')} error={errors.venueId?.message} />
      <SelectField label={m.channel} options={channelOptions} registration={form.register('channel')} error={errors.channel?.message} />
      <CheckboxField label={m.requireVerification} hint={m.requireVerificationHint} registration={form.register('requireVerification')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemeDateTimeField label={m.startsAt} required value={form.values.startsAt} registration={form.register('startsAt')} error={errors.startsAt?.message} />
        <div className="flex flex-col gap-2">
          {/* Hidden rather than disabled, so the end typed before ticking the box comes back when it is unticked. */}
          {!form.values.noEnd && (
            <SchemeDateTimeField label={m.endsAt} required value={form.values.endsAt} registration={form.register('endsAt')} error={errors.endsAt?.message} />
          )}
          <CheckboxField label={formMessages.noEnd} hint={formMessages.noEndHint} registration={form.register('noEnd')} />
        </div>
        <TextField label={m.voucherValidDays} required inputMode="numeric" registration={form.register('voucherValidDays')} error={errors.voucherValidDays?.message} />
        <TextField label={m.cap} hint={m.capHint} inputMode="numeric" registration={form.register('cap')} error={errors.cap?.message} />
      </div>
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? formMessages.saving : promotion ? formMessages.save : formMessages.create}
        </button>
      </div>
    </Form>
  );
}

function Figures({ promotion }: { promotion: AdminPromotion }) {
  const figures = [
    [m.sent, promotion.figures.sent],
    [m.verified, promotion.figures.verified],
    [m.redeemed, promotion.figures.redeemed],
  ] as const;
  return (
    <section aria-labelledby="promotion-figures" className="flex flex-col gap-2">
      <h2 id="promotion-figures" className="font-semibold text-slate-900">
        {m.figures}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NewPromotion() {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateAdminPromotionMutation();
  return (
    <>
      <PageHeading>{m.newPromotion}</PageHeading>
      <PromotionForm
        onSave={async (input) => {
          const promotion = await create(input).unwrap();
          toast(m.createdToast(promotion.name));
          navigate(pathTo(paths.adminPromotion, { id: String(promotion.id) }), { replace: true });
        }}
      />
    </>
  );
}

function EditPromotion({ id }: { id: number }) {
  const { data: promotion, error, refetch } = useGetAdminPromotionQuery(id);
  const [update] = useUpdateAdminPromotionMutation();
  const toast = useToast();
  if (error) {
    return (
      <p role="alert" className="text-red-900">
        {operatorFailureText(error)}
      </p>
    );
  }
  if (!promotion) {
    return <Loading />;
  }
  return (
    <>
      <PageHeading>{m.editTitle(promotion.name)}</PageHeading>
      <Figures promotion={promotion} />
      <Link to={`${paths.adminPromoters}?promotionId=${promotion.id}`} className="text-sm font-medium text-violet-900 underline">
        {m.promoters}
      </Link>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <PromotionForm
          key={promotion.version}
          promotion={promotion}
          onSave={async (input) => {
            const saved = await update({ id, body: { ...input, version: promotion.version } }).unwrap();
            toast(m.savedToast(saved.name));
          }}
          onReload={() => void refetch()}
        />
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-slate-900">{m.poster}</h2>
          <QrPoster title={promotion.name} link={promotion.publicUrl} caption={m.posterCaption} />
        </div>
      </div>
    </>
  );
}

/** /admin/promotions/new creates a voucher promotion; /admin/promotions/{id} edits one, with its figures, link and poster. */
export function AdminPromotionPage() {
  const { id = '' } = useParams();
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.adminPromotions} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {id === 'new' ? <NewPromotion /> : <EditPromotion id={Number(id)} />}
    </section>
  );
}
