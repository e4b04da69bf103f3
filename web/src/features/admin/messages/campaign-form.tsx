import { CampaignContentSchema, type CampaignInput } from '@venue-pass/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { schemeWallClockToIso } from '../../../lib/scheme-clock.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { formMessages } from '../form/messages.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { SchemeDateTimeField } from '../form/scheme-date-time-field.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useGetCampaignAudienceCountQuery, usePreviewCampaignMutation, useSendTestCampaignMutation } from './api.ts';
import { campaignMessages as m } from './messages.ts';

/** A checkbox group's value: react-hook-form gives one box's value alone, or false, rather than a list. */
const checkedValues = z.preprocess((value) => (Array.isArray(value) ? value : value ? [value] : []), z.array(z.string()));

/**
 * The form's own values (what the controls hold), read into the API's CampaignInput. `promotes` is
 * 'offer:{id}', 'venue:{id}' or '' for nothing; `sendAt` a wall-clock time on the scheme's clock.
 */
const CampaignFormSchema = z
  .object({
    subject: CampaignContentSchema.shape.subject,
    body: CampaignContentSchema.shape.body,
    promotes: z.string(),
    favouriteVenueIds: checkedValues,
    students: z.boolean(),
    vip: z.boolean(),
    verifiedOnly: z.boolean(),
    when: z.enum(['now', 'later']),
    sendAt: z.string(),
  })
  .superRefine((values, context) => {
    if (values.when === 'later' && !schemeWallClockToIso(values.sendAt)) context.addIssue({ code: 'custom', path: ['sendAt'], message: m.sendAtRequired });
  })
  .transform(
    (values): CampaignInput => ({
      subject: values.subject,
      body: values.body,
      promotes: promotedOf(values.promotes),
      audience: { favouriteVenueIds: values.favouriteVenueIds.map(Number), students: values.students, vip: values.vip, verifiedOnly: values.verifiedOnly },
      sendAt: values.when === 'later' ? schemeWallClockToIso(values.sendAt) : null,
    }),
  );
type CampaignFormValues = z.input<typeof CampaignFormSchema>;

function promotedOf(value: string): CampaignInput['promotes'] {
  const [kind, id] = value.split(':');
  return (kind === 'offer' || kind === 'venue') && id ? { kind, id: Number(id) } : null;
}

const EMPTY: CampaignFormValues = { subject: '', body: '', promotes: '', favouriteVenueIds: [], students: false, vip: false, verifiedOnly: false, when: 'now', sendAt: '' };

export interface CampaignFormProps {
  venues: ReadonlyArray<{ id: number; name: string }>;
  offers: ReadonlyArray<{ id: number; title: string; venueName: string }>;
  onSend: (input: CampaignInput) => Promise<void>;
}

/**
 * A campaign: its words, what it promotes, its audience (with the number of members it reaches now),
 * and when it goes; with a preview of the rendered e-mail and a test sent to the operator.
 */
export function CampaignForm({ venues, offers, onSend }: CampaignFormProps) {
  const form = useAdminForm(CampaignFormSchema, { defaultValues: EMPTY });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: CampaignInput) => {
    await onSend(input);
    form.reset(EMPTY);
  });
  // The checked form waits here for the operator's yes: a campaign cannot be called back once it goes.
  const [pending, setPending] = useState<CampaignInput | null>(null);
  const { errors, isSubmitting } = form.formState;
  const values = form.values;
  const audience = {
    favouriteVenueIds: (Array.isArray(values.favouriteVenueIds) ? values.favouriteVenueIds : values.favouriteVenueIds ? [values.favouriteVenueIds] : []).map(Number),
    students: Boolean(values.students),
    vip: Boolean(values.vip),
    verifiedOnly: Boolean(values.verifiedOnly),
  };
  const count = useGetCampaignAudienceCountQuery(audience);
  const [preview, previewState] = usePreviewCampaignMutation();
  const [sendTest] = useSendTestCampaignMutation();
  const [shown, setShown] = useState<{ subject: string; html: string } | null>(null);
  const toast = useToast();
  const content = (input: CampaignInput) => ({ subject: input.subject, body: input.body, promotes: input.promotes });

  return (
    <Form form={form} onSubmit={setPending} onInvalid={invalid} summarisesErrors aria-label={m.formLabel} className="flex flex-col gap-4">
      <SaveFailureBanner failure={failure} />
      <RequiredNote />
      <TextField label={m.subject} required registration={form.register('subject')} error={errors.subject?.message} />
      <TextAreaField label={m.body} hint={m.bodyHint} required rows={8} registration={form.register('body')} error={errors.body?.message} />
      <SelectField
        label={m.promotes}
        hint={m.promotesHint}
        registration={form.register('promotes')}
        error={errors.promotes?.message}
        options={[
          { value: '', label: m.promotesNothing },
          ...offers.map((offer) => ({ value: `offer:${offer.id}`, label: m.promotesOffer(`${offer.title} (${offer.venueName})`) })),
          ...venues.map((venue) => ({ value: `venue:${venue.id}`, label: m.promotesVenue(venue.name) })),
        ]}
      />
      <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{m.audience}</legend>
        <p className="text-sm text-slate-600">{m.audienceHint}</p>
        <CheckboxField label={m.students} registration={form.register('students')} />
        <CheckboxField label={m.vip} registration={form.register('vip')} />
        <CheckboxField label={m.verifiedOnly} registration={form.register('verifiedOnly')} />
        {venues.length > 0 && (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-slate-800">{m.favourites}</legend>
            {venues.map((venue) => (
              <label key={venue.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={String(venue.id)} className="size-4 accent-violet-800" {...form.register('favouriteVenueIds')} />
                {venue.name}
              </label>
            ))}
          </fieldset>
        )}
        {errors.favouriteVenueIds?.message && <p className="text-sm text-red-800">{errors.favouriteVenueIds.message}</p>}
        <p role="status" className="font-semibold text-slate-900">
          {count.data ? m.count(count.data.count) : m.counting}
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-900">{m.when}</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="now" className="size-4 accent-violet-800" {...form.register('when')} />
          {m.now}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="later" className="size-4 accent-violet-800" {...form.register('when')} />
          {m.later}
        </label>
        {values.when === 'later' && <SchemeDateTimeField label={m.sendAt} required registration={form.register('sendAt')} value={values.sendAt ?? ''} error={errors.sendAt?.message} />}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={previewState.isLoading}
          onClick={() =>
            void form.handleSubmit(async (input) => {
              const rendered = await preview(content(input)).unwrap();
              setShown({ subject: rendered.subject, html: rendered.html });
            }, invalid)()
          }
        >
          {m.preview}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() =>
            void form.handleSubmit(async (input) => {
              const { to } = await sendTest(content(input)).unwrap();
              toast(m.testSent(to));
            }, invalid)()
          }
        >
          {m.sendTest}
        </button>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting || pending !== null}>
          {pending ? formMessages.saving : values.when === 'later' ? m.schedule : m.send}
        </button>
      </div>
      {pending && (
        <ConfirmDialog
          title={pending.sendAt ? m.confirmScheduleTitle : m.confirmSendTitle}
          subtitle={pending.subject}
          confirmLabel={pending.sendAt ? m.schedule : m.send}
          onConfirm={async () => {
            await submit(pending);
            setPending(null);
          }}
          onClose={() => setPending(null)}
        >
          <p>{count.data ? m.confirmReach(count.data.count) : m.counting}</p>
        </ConfirmDialog>
      )}
      {shown && (
        <Modal title={m.previewTitle} subtitle={shown.subject} closeLabel={m.closePreview} onClose={() => setShown(null)}>
          {/* sandbox without allow-scripts: the e-mail's markup is the server's, yet nothing in it runs. */}
          <iframe title={m.previewTitle} sandbox="" srcDoc={shown.html} className="h-[32rem] w-full rounded border border-slate-300 bg-white" />
        </Modal>
      )}
    </Form>
  );
}
