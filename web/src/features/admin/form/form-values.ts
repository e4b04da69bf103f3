import { WEEKDAYS, type DealAvailability, type Weekday } from '@venue-pass/contracts';
import { z } from 'zod';
import { schemeWallClockToIso } from '../../../lib/scheme-clock.ts';

/*
 * Form fields hold strings; the contracts hold nulls, numbers and ISO instants. These schemas turn
 * a form's strings into a contract's values, so a form schema is `formShape.pipe(ContractSchema)` and
 * every rule is still the contract's own.
 */

/** An empty field means no value. */
export const blankAsNull = z.string().transform((value) => (value.trim() === '' ? null : value.trim()));

/** A whole number typed into a field; anything else is passed on for the contract to refuse. */
export const numberText = z.string().transform((value) => (/^\s*-?\d+\s*$/.test(value) ? Number(value) : value));

/** A whole number or, left empty, none. */
export const optionalNumberText = z
  .string()
  .transform((value) => (value.trim() === '' ? null : /^\s*-?\d+\s*$/.test(value) ? Number(value) : value));

/**
 * The value of an `<input type="datetime-local">`, read on the scheme's clock whatever the browser's zone,
 * as an ISO date-time with that day's offset. Anything else is passed on for the contract to refuse.
 */
export const schemeDateTimeAsIso = z.string().transform((value) => schemeWallClockToIso(value) ?? value);

export type WeeklyHoursKey = `${Weekday}${'Start' | 'Stop'}Time`;
export type WeeklyHoursFields = Record<WeeklyHoursKey, string>;

const weeklyHoursKeys = WEEKDAYS.flatMap((day) => [`${day}StartTime`, `${day}StopTime`] as const);

/** Start and stop time of each weekday as fields; an empty pair is a day without hours. */
export const weeklyHoursFields = z.object(
  Object.fromEntries(weeklyHoursKeys.map((key) => [key, blankAsNull])) as Record<WeeklyHoursKey, typeof blankAsNull>,
);

/** The form's strings of stored weekly hours. */
export function weeklyHoursAsFields(hours: DealAvailability | undefined): WeeklyHoursFields {
  return Object.fromEntries(weeklyHoursKeys.map((key) => [key, hours?.[key] ?? ''])) as WeeklyHoursFields;
}
