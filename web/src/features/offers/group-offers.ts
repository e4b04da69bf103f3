import type { Offer, OfferVenue } from '@venue-pass/contracts';
import { compareFavouritesFirst } from '../venues/sort-venues.ts';

export interface VenueOffers {
  venue: OfferVenue;
  offers: Offer[];
}

/**
 * Offers grouped by venue, favourite venues first, then venues alphabetically ignoring case, the same
 * order as /venues (R-OFFERS-01, R-OFFERS-02). Offers keep the server's order inside their group.
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
  return [...groups.values()].sort((a, b) => compareFavouritesFirst(a.venue, b.venue));
}
