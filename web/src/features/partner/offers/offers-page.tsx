import type { OfferProposal, PartnerOffer } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { SaveFailureBanner, type SaveFailure } from '../../admin/form/save-error.tsx';
import { AdminList, type AdminColumn } from '../../admin/list/admin-list.tsx';
import { formatDateTime, formatDay, formatEndDay } from '../../admin/list/format.ts';
import { useAdminList } from '../../admin/list/use-admin-list.ts';
import type { OfferSort } from '../../admin/offers/api.ts';
import { offerMessages } from '../../admin/offers/messages.ts';
import { partnerMessages as m } from '../messages.ts';
import { useGetPartnerOffersQuery, useGetPartnerProposalsQuery } from './api.ts';
import { PauseButton } from './pause-button.tsx';
import { ProposalState } from './proposal-state.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** New offers the manager proposed that are not offers yet: waiting, or not accepted with the reason. */
function NewOfferProposals({ proposals, onFailed }: { proposals: readonly OfferProposal[]; onFailed: (failure: SaveFailure | null) => void }) {
  const open = proposals.filter((proposal) => proposal.offerId === null && (proposal.state === 'pending' || proposal.state === 'rejected'));
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="new-offer-proposals" className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="new-offer-proposals" className="font-semibold text-slate-900">
        {m.proposalsTitle}
      </h2>
      <ul className="divide-y divide-slate-100">
        {open.map((proposal) => (
          <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="flex flex-col text-sm">
              <span className="font-medium text-slate-900">{proposal.proposed.title}</span>
              <span className="text-slate-600">
                {proposal.venueName} · {m.proposedOn(formatDateTime(proposal.proposedAt))}
              </span>
              <ProposalState proposal={proposal} />
            </div>
            {proposal.state === 'pending' && <WithdrawButton proposal={proposal} onFailed={onFailed} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /partner/offers: the offers of the manager's venues, where each one's review stands, pausing and resuming. */
export function PartnerOffersPage() {
  const list = useAdminList<OfferSort>('title');
  const result = useGetPartnerOffersQuery(list.params);
  const { data: proposals } = useGetPartnerProposalsQuery();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const columns: readonly AdminColumn<PartnerOffer, OfferSort>[] = [
    {
      label: offerMessages.offerTitle,
      sort: 'title',
      cell: (offer) => (
        <Link to={pathTo(paths.partnerOffer, { id: String(offer.id) })} className="font-medium text-violet-900 underline">
          {offer.title}
        </Link>
      ),
    },
    { label: offerMessages.venue, cell: (offer) => offer.venueName },
    { label: offerMessages.startsAt, sort: 'startsAt', cell: (offer) => formatDay(offer.startsAt) },
    { label: offerMessages.endsAt, sort: 'endsAt', cell: (offer) => formatEndDay(offer.endsAt) },
    { label: m.status, cell: (offer) => (offer.active ? m.live : m.paused) },
    { label: m.review, cell: (offer) => <ProposalState proposal={offer.proposal} /> },
    { label: m.actions, cell: (offer) => <PauseButton offer={offer} onFailed={setFailure} /> },
  ];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.offersTitle}</PageHeading>
        <Link to={pathTo(paths.partnerOffer, { id: 'new' })} className={buttonClasses('primary')}>
          {m.newOffer}
        </Link>
      </div>
      {proposals && <p className="text-slate-700">{proposals.review ? m.offersIntroReviewed : m.offersIntroDirect}</p>}
      <SaveFailureBanner failure={failure} />
      <NewOfferProposals proposals={proposals?.items ?? []} onFailed={setFailure} />
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(offer) => offer.id} result={result} />
    </section>
  );
}
