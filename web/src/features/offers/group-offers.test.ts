import { describe, expect, it } from 'vitest';
import { makeLockedOffer, makeOffer, makeOfferVenue } from './offer-factories.ts';
import { groupOffersByVenue } from './group-offers.ts';

describe('groupOffersByVenue', () => {
  const anchor = makeOfferVenue({ id: 1, name: 'The Anchor' });
  const bell = makeOfferVenue({ id: 2, name: 'bell inn' });
  const crown = makeOfferVenue({ id: 3, name: 'Crown', isFavourite: true });
  const zebra = makeOfferVenue({ id: 4, name: 'Zebra', isFavourite: true });

  it('groups offers by venue, keeping their order inside a group', () => {
    const groups = groupOffersByVenue([
      makeOffer({ id: 1, venue: anchor }),
      makeOffer({ id: 2, venue: bell }),
      makeLockedOffer({ id: 3, venue: anchor }),
    ]);
    expect(groups.map((group) => [group.venue.name, group.offers.map((offer) => offer.id)])).toEqual([
      ['bell inn', [2]],
      ['The Anchor', [1, 3]],
    ]);
  });

  it('puts favourite venues first, each part alphabetical ignoring case', () => {
    const groups = groupOffersByVenue([
      makeOffer({ id: 1, venue: zebra }),
      makeOffer({ id: 2, venue: anchor }),
      makeOffer({ id: 3, venue: crown }),
      makeOffer({ id: 4, venue: bell }),
    ]);
    expect(groups.map((group) => group.venue.name)).toEqual(['Crown', 'Zebra', 'bell inn', 'The Anchor']);
  });

  it('gives no groups for no offers', () => {
    expect(groupOffersByVenue([])).toEqual([]);
  });
});
