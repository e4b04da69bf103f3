import type { OfferProposal } from '@venue-pass/contracts';
import { partnerMessages as m } from '../messages.ts';

/** Where a proposal stands, with the scheme's reason when it was not accepted. */
export function ProposalState({ proposal }: { proposal: OfferProposal | null }) {
  if (!proposal || proposal.state === 'withdrawn') return <>{m.noReview}</>;
  return (
    <span className="flex flex-col">
      <span className={proposal.state === 'rejected' ? 'font-medium text-red-900' : proposal.state === 'pending' ? 'font-medium text-amber-900' : 'text-slate-700'}>
        {m.states[proposal.state]}
      </span>
      {proposal.state === 'rejected' && proposal.reason && <span className="text-slate-700">{m.rejectedBecause(proposal.reason)}</span>}
    </span>
  );
}
