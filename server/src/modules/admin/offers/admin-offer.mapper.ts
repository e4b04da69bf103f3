import type { AdminOffer, AdminOfferPreview, LockedOffer, ScheduleLockReason, UnlockedOffer } from '@venue-pass/contracts';
import { toDealAvailability, toOffer } from '../../offers/offer.mapper.ts';
import type { AdminOfferRow } from './admin-offers.repository.ts';

export function toAdminOffer(row: AdminOfferRow): AdminOffer {
  return {
    id: row.id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    title: row.name,
    description: row.description,
    startsAt: row.date_visible_from.toISOString(),
    endsAt: row.date_visible_to.toISOString(),
    availability: toDealAvailability(row.availability),
    requirement: row.requirement,
    vip: row.is_vip,
    redemptionRule: row.redemption_rule,
    active: row.active,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Through the members' own mapper, so the preview cannot drift from what /offers shows; `atTheCounter`
 * is what the staff screen's rules (offerEligibility) say of the offer now.
 */
export function toOfferPreview(row: AdminOfferRow, atTheCounter: ScheduleLockReason | null): AdminOfferPreview {
  const asMember = (unlocked: boolean) =>
    toOffer({
      id: row.id,
      name: row.name,
      description: row.description,
      date_visible_to: row.date_visible_to,
      availability: row.availability,
      requirement: row.requirement,
      venue_id: row.venue_id,
      venue_name: row.venue_name,
      venue_logo_url: row.venue_logo_url,
      venue_description: row.venue_description,
      venue_is_favourite: false,
      unlocked,
    });
  return {
    unlocked: asMember(true) as UnlockedOffer,
    locked: row.requirement === 'None' ? null : (asMember(false) as LockedOffer),
    atTheCounter,
  };
}
