import { createKeyedSnapshots } from '../../db/snapshot.ts';
import type { StaffRepository, StaffVenueRow } from './staff.repository.ts';

export interface StaffVenuesOptions {
  staffRepository: Pick<StaffRepository, 'venues'>;
  /** Bounds how long a missed change notification could leave a venue stale. */
  ttlSeconds: number;
  /** Told of every read, for the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
}

/**
 * The venues staff act at, as a lookup or a redemption needs them (name, logo, time zone), kept in memory
 * by id, so a card lookup is one statement (ADR 095). Every change to `venues`, by any writer, drops them
 * through the catalogue's notification (ADR 038), and this process's own commits at once.
 */
export function createStaffVenues({ staffRepository, ttlSeconds, onLookup }: StaffVenuesOptions) {
  const venues = createKeyedSnapshots<StaffVenueRow | undefined>({
    load: async (id) => {
      const [venue] = await staffRepository.venues({ kind: 'venues', venueIds: [Number(id)] });
      // Shared by every request at the venue until it changes: nobody may edit it in place.
      return venue && Object.freeze(venue);
    },
    ttlMs: ttlSeconds * 1000,
    max: 10_000,
    ...(onLookup ? { onLookup } : {}),
  });
  return {
    /** The venue unless it is deleted. */
    get: (venueId: number): Promise<StaffVenueRow | undefined> => venues.get(String(venueId)),
    invalidate: (): void => venues.invalidateAll(),
  };
}
export type StaffVenues = ReturnType<typeof createStaffVenues>;
