import { type OfferProposalReview, OfferProposalRejectionSchema } from '@venue-pass/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ChangeTable } from '../audit/audit-change-table.tsx';
import { auditChanges } from '../audit/audit-changes.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { SaveFailureBanner, readSaveFailure, type SaveFailure, useAdminSave } from '../form/save-error.tsx';
import { formatDateTime } from '../list/format.ts';
import { useToast } from '../toast/toasts.tsx';
import { useApproveOfferProposalMutation, useGetOfferProposalsQuery, useRejectOfferProposalMutation } from './api.ts';
import { reviewMessages as m } from './messages.ts';

/** The proposal's fields against the offer as members see it now; every field is new for a new offer. */
function proposedChanges({ proposal, before }: OfferProposalReview) {
  const current = before ? Object.fromEntries(Object.keys(proposal.proposed).map((key) => [key, before[key as keyof typeof before]])) : null;
  // The venue is named, not numbered; and pausing is the offer's own, never part of a proposal.
  const { venueId: _venue, active: _active, ...proposed } = proposal.proposed;
  const { venueId: _was, active: _wasActive, ...was } = current ?? {};
  return auditChanges(current ? was : null, proposed);
}

const RejectFormSchema = z.object({ reason: z.string(), version: z.number() }).pipe(OfferProposalRejectionSchema);

function RejectForm({ review, onDone }: { review: OfferProposalReview; onDone: () => void }) {
  const [reject] = useRejectOfferProposalMutation();
  const toast = useToast();
  const title = review.proposal.proposed.title;
  const form = useAdminForm(RejectFormSchema, { defaultValues: { reason: '', version: review.proposal.version } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: z.output<typeof RejectFormSchema>) => {
    await reject({ id: review.proposal.id, ...input }).unwrap();
    toast(m.rejected(title));
    onDone();
  });
  const error = form.formState.errors.reason?.message;
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} className="flex flex-col gap-2">
      <SaveFailureBanner failure={failure} />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
        {m.reason}
        <textarea rows={3} className="rounded-md border border-slate-300 p-2 font-normal" aria-invalid={error ? true : undefined} {...form.register('reason')} />
      </label>
      {error && <p className="text-sm text-red-800">{error}</p>}
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses('danger')} disabled={form.formState.isSubmitting}>
          {m.reject}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onDone}>
          {m.cancel}
        </button>
      </div>
    </Form>
  );
}

function ProposalCard({ review }: { review: OfferProposalReview }) {
  const [approve, approving] = useApproveOfferProposalMutation();
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const toast = useToast();
  const { proposal, before } = review;
  const title = proposal.proposed.title;
  const heading = before ? m.change(before.title) : m.newOffer(title);

  const onApprove = async () => {
    setFailure(null);
    try {
      await approve({ id: proposal.id, version: proposal.version }).unwrap();
      toast(m.approved(title));
    } catch (error) {
      setFailure(readSaveFailure(error, () => undefined));
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <p className="text-sm text-slate-700">{m.proposedBy(proposal.venueName, proposal.proposedBy, formatDateTime(proposal.proposedAt))}</p>
      <SaveFailureBanner failure={failure} />
      <div className="overflow-x-auto">
        <ChangeTable changes={proposedChanges(review)} caption={m.changesOf(title)} />
      </div>
      {rejecting ? (
        <RejectForm review={review} onDone={() => setRejecting(false)} />
      ) : (
        <div className="flex gap-2">
          <button type="button" className={buttonClasses('primary')} aria-label={m.approveOf(title)} disabled={approving.isLoading} onClick={() => void onApprove()}>
            {m.approve}
          </button>
          <button type="button" className={buttonClasses('secondary')} aria-label={m.rejectOf(title)} onClick={() => setRejecting(true)}>
            {m.reject}
          </button>
        </div>
      )}
    </li>
  );
}

/** /admin/review: venue managers' new offers and changes, the longest waiting first, approved or rejected with a reason (ADR 085). */
export function AdminReviewPage() {
  const result = useGetOfferProposalsQuery();
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      {result.data ? (
        result.data.items.length === 0 ? (
          <p className="text-slate-700">{m.empty}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {result.data.items.map((review) => (
              <ProposalCard key={review.proposal.id} review={review} />
            ))}
          </ul>
        )
      ) : (
        <Loading />
      )}
    </section>
  );
}
