import { AdminVenueInputSchema, type AdminVenue } from '@venue-pass/contracts';
import { z } from 'zod';
import { blankAsNull, weeklyHoursAsFields, weeklyHoursFields } from '../form/form-values.ts';

/** The venue form's fields, turned into the contract's input (AdminVenueInputSchema) on submit. */
export const VenueFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    website: blankAsNull,
    address: z.string(),
    timeZone: z.string(),
    openingHours: weeklyHoursFields,
    active: z.boolean(),
  })
  .pipe(AdminVenueInputSchema);
export type VenueFormValues = z.input<typeof VenueFormSchema>;

/** A new venue is in the operator's own time zone until they say otherwise. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The form's values of a stored venue, or of a new one. */
export function venueFormValues(venue?: AdminVenue): VenueFormValues {
  return {
    name: venue?.name ?? '',
    description: venue?.description ?? '',
    website: venue?.website ?? '',
    address: venue?.address ?? '',
    timeZone: venue?.timeZone ?? browserTimeZone(),
    openingHours: weeklyHoursAsFields(venue?.openingHours),
    active: venue?.active ?? true,
  };
}
