import { AdminOfferInputSchema, type AdminOffer } from '@venue-pass/contracts';
import { z } from 'zod';
import { isoAsLocalDateTime, localDateTimeAsIso, numberText, weeklyHoursAsFields, weeklyHoursFields } from '../form/form-values.ts';

/** The offer form's fields, turned into the contract's input (AdminOfferInputSchema) on submit. */
export const OfferFormSchema = z
  .object({
    venueId: numberText,
    title: z.string(),
    description: z.string(),
    startsAt: localDateTimeAsIso,
    endsAt: localDateTimeAsIso,
    availability: weeklyHoursFields,
    requirement: z.string(),
    vip: z.boolean(),
    redemptionRule: z.string(),
    active: z.boolean(),
  })
  .pipe(AdminOfferInputSchema);
export type OfferFormValues = z.input<typeof OfferFormSchema>;

/** The form's values of a stored offer, or of a new one starting now, with no end set. */
export function offerFormValues(offer?: AdminOffer): OfferFormValues {
  return {
    venueId: offer ? String(offer.venueId) : '',
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    startsAt: offer ? isoAsLocalDateTime(offer.startsAt) : isoAsLocalDateTime(new Date().toISOString()),
    endsAt: offer ? isoAsLocalDateTime(offer.endsAt) : '',
    availability: weeklyHoursAsFields(offer?.availability),
    requirement: offer?.requirement ?? 'None',
    vip: offer?.vip ?? false,
    redemptionRule: offer?.redemptionRule ?? 'once',
    active: offer?.active ?? true,
  };
}
