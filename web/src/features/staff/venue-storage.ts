import type { StaffVenue } from '@venue-pass/contracts';

/** The venue this device redeems at, kept across visits: staff at several venues pick it once. */
export const STAFF_VENUE_STORAGE_KEY = 'staffVenueId';

export function readStaffVenueId(): number | undefined {
  const stored = Number(localStorage.getItem(STAFF_VENUE_STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : undefined;
}

export function writeStaffVenueId(id: number): void {
  localStorage.setItem(STAFF_VENUE_STORAGE_KEY, String(id));
}

/**
 * The venue to act for: the remembered one while the staff member may still act for it, else the only
 * one they have; undefined when they must choose.
 */
export function chooseVenue(venues: readonly StaffVenue[], rememberedId: number | undefined): StaffVenue | undefined {
  const remembered = venues.find((venue) => venue.id === rememberedId);
  if (remembered) return remembered;
  return venues.length === 1 ? venues[0] : undefined;
}
