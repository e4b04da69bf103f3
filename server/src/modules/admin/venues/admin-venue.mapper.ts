import type { AdminVenue } from '@venue-pass/contracts';
import { toDealAvailability } from '../../offers/offer.mapper.ts';
import type { VenueRow } from '../../venues/venues.table.ts';

export function toAdminVenue(row: VenueRow & { offer_count: number | null }): AdminVenue {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logo_url,
    website: row.website,
    address: row.address,
    timeZone: row.time_zone,
    openingHours: toDealAvailability(row.opening_hours),
    active: row.active,
    offerCount: row.offer_count ?? 0,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
