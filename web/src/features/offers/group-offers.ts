import type { Offer, OfferVenue } from '@venue-pass/contracts';

export interface VenueOffers {
  venue: OfferVenue;
  offers: Offer[];
}

/**
 * Offers grouped by venue (R-OFFERS-01), in the server's order: favourite venues first, then venues by name
 * (R-OFFERS-02), which only the server can give a list that arrives a page at a time.
 */
export function groupOffersByVenue(offers: readonly Offer[]): VenueOffers[] {
  const groups = new Map<number, VenueOffers>();
  for (const offer of offers) {
    const group = groups.get(offer.venue.id);
    if (group) {
      group.offers.push(offer);
    } else {
      groups.set(offer.venue.id, { venue: offer.venue, offers: [offer] });
    }
  }
  return [...groups.values()];
}
