import type { Venue } from '@venue-pass/contracts';
import type { VenueWithFavourite } from './venues.repository.ts';

export function toVenue(row: VenueWithFavourite): Venue {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logo_url,
    website: row.website,
    isFavourite: row.is_favourite,
  };
}
