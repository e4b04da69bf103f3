import { AdminOfferInputSchema, WEEKDAYS, type AdminOffer, type DealAvailability } from '@venue-pass/contracts';
import { z } from 'zod';
import { endAsFields, endFields, numberText, schemeDateTimeAsIso, weeklyHoursAsFields, weeklyHoursFields, withEnd } from '../form/form-values.ts';
import { isoToSchemeWallClock } from '../../../lib/scheme-clock.ts';

/** The offer form's fields, turned into the contract's input (AdminOfferInputSchema) on submit. */
export const OfferFormSchema = z
  .object({
    venueId: numberText,
    title: z.string(),
    description: z.string(),
    startsAt: schemeDateTimeAsIso,
    ...endFields,
    availability: weeklyHoursFields,
    requirement: z.string(),
    vip: z.boolean(),
    redemptionRule: z.string(),
    active: z.boolean(),
  })
  .transform(withEnd)
  .pipe(AdminOfferInputSchema);
export type OfferFormValues = z.input<typeof OfferFormSchema>;

/**
 * A new offer can be used all day, every day, until the operator narrows it: an offer saved with empty
 * days and hours could never be used (issue 22 item 1). A day's times are inclusive, to the minute.
 */
const ALL_DAY_EVERY_DAY = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}StartTime`, '00:00'],
    [`${day}StopTime`, '23:59'],
  ]),
) as DealAvailability;

/** The form's values of a stored offer, or of a new one starting now, all day every day, with no end set. */
export function offerFormValues(offer?: AdminOffer): OfferFormValues {
  return {
    venueId: offer ? String(offer.venueId) : '',
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    startsAt: offer ? isoToSchemeWallClock(offer.startsAt) : isoToSchemeWallClock(new Date().toISOString()),
    ...endAsFields(offer?.endsAt),
    availability: weeklyHoursAsFields(offer?.availability ?? ALL_DAY_EVERY_DAY),
    requirement: offer?.requirement ?? 'None',
    vip: offer?.vip ?? false,
    redemptionRule: offer?.redemptionRule ?? 'once',
    active: offer?.active ?? true,
  };
}
