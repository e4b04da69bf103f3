import type { z } from 'zod';
import { AdminVenueUpdateSchema } from './admin/venues.ts';

/** Texts of the venue area (/partner) that the API answers with or the area shows (issue 25). */
export const PartnerMessages = {
  /** A caller without the manager role of the API's client. */
  managerOnly: 'Only venue managers can do this.',
} as const;

/**
 * What a venue manager edits of their venue's listing (issue 25): the name, time zone and whether the venue
 * is live stay the operator's.
 */
export const PartnerVenueUpdateSchema = AdminVenueUpdateSchema.pick({
  description: true,
  website: true,
  address: true,
  openingHours: true,
  version: true,
});
export type PartnerVenueUpdate = z.infer<typeof PartnerVenueUpdateSchema>;
