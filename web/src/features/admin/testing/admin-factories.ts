import type { AdminOffer, AdminVenue } from '@venue-pass/contracts';
import { makeTokenSet } from '../../../testing/factories.ts';

/** Tokens of the scheme's operator: the client role admin. */
export function makeOperatorTokens() {
  return makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles: ['admin'] } } } });
}

const closed = { startTime: null, stopTime: null };
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export function makeAdminVenue(overrides: Partial<AdminVenue> = {}): AdminVenue {
  return {
    id: 1,
    name: 'The Lantern',
    description: 'A bar by the river.',
    logoUrl: '/media/venues/1.png',
    website: null,
    address: '1 River Walk',
    timeZone: 'Europe/London',
    openingHours: Object.fromEntries(days.flatMap((day) => [[`${day}StartTime`, closed.startTime], [`${day}StopTime`, closed.stopTime]])) as AdminVenue['openingHours'],
    active: true,
    offerCount: 2,
    version: 1,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminOffer(overrides: Partial<AdminOffer> = {}): AdminOffer {
  return {
    id: 1,
    venueId: 1,
    venueName: 'The Lantern',
    title: 'Two for one',
    description: 'Two drinks for the price of one.',
    startsAt: '2026-06-01T09:00:00.000Z',
    endsAt: '2026-09-01T09:00:00.000Z',
    availability: Object.fromEntries(days.flatMap((day) => [[`${day}StartTime`, '17:00'], [`${day}StopTime`, '23:00']])) as AdminOffer['availability'],
    requirement: 'None',
    vip: false,
    redemptionRule: 'daily',
    active: true,
    version: 1,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}
