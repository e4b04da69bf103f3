import { VenueListSchema } from '@venue-pass/contracts';
import { type PreparedJson, prepareJson } from '../../http/prepared-json.ts';
import { type Snapshot, createSnapshot } from '../../db/snapshot.ts';
import { toVenue } from './venue.mapper.ts';
import type { VenuesRepository } from './venues.repository.ts';

/** The venue list every visitor sees (no favourites), read once and kept until the catalogue changes. */
export function createPublicVenueList(
  venues: Pick<VenuesRepository, 'list'>,
  ttlSeconds: number,
  onLookup?: (outcome: 'hit' | 'miss') => void,
): Snapshot<PreparedJson> {
  return createSnapshot({
    load: async () => prepareJson(VenueListSchema, (await venues.list(null)).map(toVenue)),
    ttlMs: ttlSeconds * 1000,
    ...(onLookup ? { onLookup } : {}),
  });
}
