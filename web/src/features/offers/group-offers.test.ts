import { describe, expect, it } from 'vitest';
import { makeLockedOffer, makeOffer, makeOfferVenue } from './offer-factories.ts';
import { groupOffersByVenue } from './group-offers.ts';

describe('groupOffersByVenue', () => {
  const anchor = makeOfferVenue({ id: 1, name: 'The Anchor' });
  const bell = makeOfferVenue({ id: 2, name: 'bell inn' });

  it('groups offers by venue, keeping their order inside a group and the order of the venues', () => {
    const groups = groupOffersByVenue([
      makeOffer({ id: 1, venue: anchor }),
      makeOffer({ id: 2, venue: bell }),
      makeLockedOffer({ id: 3, venue: anchor }),
    ]);
    expect(groups.map((group) => [group.venue.name, group.offers.map((offer) => offer.id)])).toEqual([
      ['The Anchor', [1, 3]],
      ['bell inn', [2]],
    ]);
  });

  it('gives no groups for no offers', () => {
    expect(groupOffersByVenue([])).toEqual([]);
  });
});
