import type { OfferProposal } from '@venue-pass/contracts';
import type { OfferProposalRow } from './offer-proposals.repository.ts';

export function toOfferProposal(row: OfferProposalRow): OfferProposal {
  return {
    id: row.id,
    offerId: row.offer_id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    proposed: row.values,
    state: row.state,
    reason: row.reason,
    proposedBy: row.proposed_by_email,
    proposedAt: row.proposed_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    version: row.version,
  };
}
