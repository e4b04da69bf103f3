import type { DealAvailability, LockedOffer, OfferVenue, UnlockedOffer } from '@venue-pass/contracts';

/** Test data: an offer's venue, overridable field by field. */
export function makeOfferVenue(overrides: Partial<OfferVenue> = {}): OfferVenue {
  return { id: 1, name: 'The Anchor', logoUrl: '/media/venues/anchor.svg', description: 'A riverside pub', isFavourite: false, ...overrides };
}

/** Test data: evenings Tuesday to Sunday, nothing on Monday. */
export function makeAvailability(overrides: Partial<DealAvailability> = {}): DealAvailability {
  return {
    mondayStartTime: null,
    mondayStopTime: null,
    tuesdayStartTime: '17:00',
    tuesdayStopTime: '23:00',
    wednesdayStartTime: '17:00',
    wednesdayStopTime: '23:00',
    thursdayStartTime: '17:00',
    thursdayStopTime: '23:00',
    fridayStartTime: '17:00',
    fridayStopTime: '23:59',
    saturdayStartTime: '12:00',
    saturdayStopTime: '23:59',
    sundayStartTime: '00:30',
    sundayStopTime: '12:00',
    ...overrides,
  };
}

/** Test data: an offer the member may use. */
export function makeOffer(overrides: Partial<UnlockedOffer> = {}): UnlockedOffer {
  return {
    id: 10,
    name: '2 for 1 cocktails',
    description: 'Two cocktails for the price of one.',
    dateVisibleTo: '2026-03-12T18:00:00.000Z',
    venue: makeOfferVenue(),
    dealAvailability: makeAvailability(),
    requirement: 'None',
    locked: false,
    ...overrides,
  };
}

/** Test data: an offer behind a requirement the member has not met. */
export function makeLockedOffer(overrides: Partial<LockedOffer> = {}): LockedOffer {
  return { id: 20, name: 'Free programme', venue: makeOfferVenue(), requirement: 'VerifiedAccount', locked: true, ...overrides };
}
