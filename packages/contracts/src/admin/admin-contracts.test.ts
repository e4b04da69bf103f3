import { describe, expect, it } from 'vitest';
import { AdminMemberListQuerySchema, AdminOfferInputSchema, AdminReportQuerySchema, AdminVenueInputSchema, AdminVenueListQuerySchema } from '../index.ts';

const hours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}StartTime`, '09:00'],
    [`${day}StopTime`, '17:00'],
  ]),
);

describe('admin list queries', () => {
  it('default to the first sortable column, ascending, 25 a page', () => {
    expect(AdminVenueListQuerySchema.parse({})).toEqual({ order: 'asc', limit: 25, sort: 'name' });
    expect(AdminMemberListQuerySchema.parse({ sort: 'createdAt', limit: '100' })).toMatchObject({ sort: 'createdAt', limit: 100 });
  });

  it('refuse an unknown sort column and a page over 100', () => {
    expect(AdminVenueListQuerySchema.safeParse({ sort: 'website' }).success).toBe(false);
    expect(AdminVenueListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('AdminVenueInputSchema', () => {
  const venue = { name: 'Harbour Lights', description: 'Bar', website: null, address: '1 Quay', timeZone: 'Europe/London', openingHours: hours, active: true };
  it('accepts a venue with a known time zone', () => {
    expect(AdminVenueInputSchema.safeParse(venue).success).toBe(true);
  });
  it('refuses an unknown time zone', () => {
    expect(AdminVenueInputSchema.safeParse({ ...venue, timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
});

describe('AdminOfferInputSchema', () => {
  it('refuses an end before the start on the endsAt field', () => {
    const result = AdminOfferInputSchema.safeParse({
      venueId: 1,
      title: 'Two for one',
      description: 'Cocktails',
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
      availability: hours,
      requirement: 'Photo',
      vip: false,
      redemptionRule: 'daily',
      active: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endsAt']);
  });
});

describe('AdminReportQuerySchema', () => {
  it('refuses a range that ends before it starts', () => {
    expect(AdminReportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(AdminReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
  });
});
