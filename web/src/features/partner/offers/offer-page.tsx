import type { PartnerOffer } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { operatorFailureText } from '../../admin/form/operator-wording.ts';
import { SaveFailureBanner, type SaveFailure } from '../../admin/form/save-error.tsx';
import { offerMessages } from '../../admin/offers/messages.ts';
import { OfferForm } from '../../admin/offers/offer-page.tsx';
import { OfferPreview } from '../../admin/offers/offer-preview.tsx';
import { useToast } from '../../admin/toast/toasts.tsx';
import { partnerMessages as m } from '../messages.ts';
import { useGetPartnerOfferQuery, useGetPartnerProposalsQuery, useProposeNewOfferMutation, useProposeOfferChangeMutation } from './api.ts';
import { PauseButton } from './pause-button.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** Whether saving waits for the scheme's review (PARTNER_OFFER_REVIEW), known once the proposals have loaded. */
function useReview(): boolean | undefined {
  return useGetPartnerProposalsQuery().data?.review;
}

function NewOffer() {
  const navigate = useNavigate();
  const toast = useToast();
  const review = useReview();
  const [propose] = useProposeNewOfferMutation();
  return (
    <>
      <PageHeading>{m.newOffer}</PageHeading>
      <p className="text-slate-700">{review ? m.newOfferReviewed : offerMessages.previewAfterCreate}</p>
      <OfferForm
        {...(review ? { submitLabel: m.sendForReview } : {})}
        onSave={async (input) => {
          const { offer, proposal } = await propose({ ...input, active: true }).unwrap();
          if (offer && !proposal) {
            toast(offerMessages.createdToast(offer.title));
            navigate(pathTo(paths.partnerOffer, { id: String(offer.id) }), { replace: true });
          } else {
            toast(m.sentForReviewToast(input.title));
            navigate(paths.partnerOffers, { replace: true });
          }
        }}
      />
    </>
  );
}

/** What the manager last proposed for this offer: waiting (and replaced by the next save), or not accepted and why. */
function ProposalNotice({ offer, onFailed }: { offer: PartnerOffer; onFailed: (failure: SaveFailure | null) => void }) {
  const { proposal } = offer;
  if (proposal?.state === 'pending') {
    return (
      <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
        <p>{m.pendingChange}</p>
        <WithdrawButton proposal={proposal} onFailed={onFailed} />
      </div>
    );
  }
  if (proposal?.state === 'rejected') {
    return (
      <div role="status" className="rounded-lg bg-red-50 p-3 text-red-950 ring-1 ring-red-200">
        <p className="font-medium">{m.rejectedChange}</p>
        {proposal.reason && <p>{m.rejectedBecause(proposal.reason)}</p>}
      </div>
    );
  }
  return null;
}

function EditOffer({ id }: { id: number }) {
  const { data: offer, error, refetch } = useGetPartnerOfferQuery(id);
  const review = useReview();
  const [propose] = useProposeOfferChangeMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
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
  // A change still waiting is where the manager left off: saving again replaces it (ADR 085).
  const pending = offer.proposal?.state === 'pending' ? offer.proposal.proposed : null;
  return (
    <>
      <PageHeading>{offerMessages.editTitle(offer.title)}</PageHeading>
      <div className="flex flex-wrap items-center gap-3">
        <span className={offer.active ? 'font-semibold text-green-900' : 'font-semibold text-amber-900'}>{offer.active ? m.live : m.paused}</span>
        <PauseButton offer={offer} onFailed={setFailure} />
      </div>
      <SaveFailureBanner failure={failure} />
      <ProposalNotice offer={offer} onFailed={setFailure} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A new version or a new proposal brings new values: the form starts again from them. */}
        <OfferForm
          key={`${offer.version}-${offer.proposal?.id ?? 0}-${offer.proposal?.version ?? 0}`}
          offer={pending ? { ...offer, ...pending } : offer}
          {...(review ? { submitLabel: m.sendForReview } : {})}
          onSave={async (input) => {
            const { proposal } = await propose({ id, body: { ...input, version: offer.version } }).unwrap();
            toast(proposal ? m.sentForReviewToast(input.title) : offerMessages.savedToast(input.title));
          }}
          onReload={() => void refetch()}
        />
        <OfferPreview id={id} active={offer.active} />
      </div>
    </>
  );
}

/** /partner/offers/new proposes an offer; /partner/offers/{id} changes one beside the members' preview, and pauses or resumes it. */
export function PartnerOfferPage() {
  const { id = '' } = useParams();
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.partnerOffers} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {id === 'new' ? <NewOffer /> : <EditOffer id={Number(id)} />}
    </section>
  );
}
