import type { AdminOffer, OfferProposal, PartnerOffer } from '@venue-pass/contracts';
import { makeAdminOffer } from '../../admin/testing/admin-factories.ts';

/** A proposal about `offer` (its fields, with the changes given), waiting for review unless told otherwise. */
export function makeProposal(offer: AdminOffer, overrides: Partial<OfferProposal> = {}, proposed: Partial<OfferProposal['proposed']> = {}): OfferProposal {
  const { id, venueId, venueName, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = offer;
  return {
    id: 40 + id,
    offerId: id,
    venueId,
    venueName,
    proposed: { ...fields, venueId, ...proposed },
    state: 'pending',
    reason: null,
    proposedBy: 'manager@venuepass.example',
    proposedAt: '2026-11-28T18:00:00Z',
    decidedAt: null,
    version: 1,
    ...overrides,
  };
}

export function makePartnerOffer(overrides: Partial<AdminOffer> = {}, proposal: OfferProposal | null = null): PartnerOffer {
  return { ...makeAdminOffer(overrides), proposal };
}
