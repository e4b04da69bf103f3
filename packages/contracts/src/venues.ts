import { z } from 'zod';

/** A partner venue (SPEC 3, Venue). */
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
