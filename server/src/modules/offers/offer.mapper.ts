import { type DealAvailability, type Offer, WEEKDAYS } from '@venue-pass/contracts';
import type { MemberOfferRow } from './offers.repository.ts';
import type { WeeklyAvailability } from './offers.table.ts';

export function toDealAvailability(availability: WeeklyAvailability): DealAvailability {
  const result: Partial<DealAvailability> = {};
  for (const day of WEEKDAYS) {
    const times = availability[day];
    result[`${day}StartTime`] = times?.start ?? null;
    result[`${day}StopTime`] = times?.stop ?? null;
  }
  return result as DealAvailability;
}

/** A locked offer keeps only what the lock shows; its description and times stay on the server. */
export function toOffer(row: MemberOfferRow): Offer {
  const venue = {
    id: row.venue_id,
    name: row.venue_name,
    logoUrl: row.venue_logo_url,
    description: row.venue_description,
    isFavourite: row.venue_is_favourite,
  };
  if (!row.unlocked && row.requirement !== 'None') {
    return { id: row.id, name: row.name, venue, requirement: row.requirement, locked: true };
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    dateVisibleTo: row.date_visible_to.toISOString(),
    venue,
    dealAvailability: toDealAvailability(row.availability),
    requirement: row.requirement,
    locked: false,
  };
}
