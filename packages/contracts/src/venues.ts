import { z } from 'zod';

/** A partner venue (R-ENTITY-23, R-ENTITY-24). */
export const VenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  website: z.string().nullable(),
  isFavourite: z.boolean(),
});
export type Venue = z.infer<typeof VenueSchema>;

export const VenueListSchema = z.array(VenueSchema);

/** Ids are PostgreSQL integers; anything larger cannot name a row and is refused as bad input. */
export const MAX_VENUE_ID = 2_147_483_647;

/** Path of POST /api/venues/{id}/favourite and /unfavourite. */
export const VenueIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_VENUE_ID) });
export type VenueIdParams = z.infer<typeof VenueIdParamsSchema>;
