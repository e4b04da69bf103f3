import { AdminVenueInputSchema, SCHEME_TIME_ZONE, type AdminVenue } from '@venue-pass/contracts';
import { z } from 'zod';
import { optionalWebAddress, weeklyHoursAsFields, weeklyHoursFields } from '../form/form-values.ts';

/** The venue form's fields, turned into the contract's input (AdminVenueInputSchema) on submit. */
export const VenueFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    website: optionalWebAddress,
    address: z.string(),
    timeZone: z.string(),
    openingHours: weeklyHoursFields,
    active: z.boolean(),
  })
  .pipe(AdminVenueInputSchema);
export type VenueFormValues = z.input<typeof VenueFormSchema>;

/** The form's values of a stored venue, or of a new one, in the scheme's time zone whatever the operator's browser says (docs/decisions/057). */
export function venueFormValues(venue?: AdminVenue): VenueFormValues {
  return {
    name: venue?.name ?? '',
    description: venue?.description ?? '',
    website: venue?.website ?? '',
    address: venue?.address ?? '',
    timeZone: venue?.timeZone ?? SCHEME_TIME_ZONE,
    openingHours: weeklyHoursAsFields(venue?.openingHours),
    active: venue?.active ?? true,
  };
}
