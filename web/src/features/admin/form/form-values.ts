import { NO_END_YEAR, WEEKDAYS, type DealAvailability, type Weekday } from '@venue-pass/contracts';
import { z } from 'zod';
import { isoToSchemeWallClock, schemeWallClockToIso } from '../../../lib/scheme-clock.ts';
import { schemeYear } from '../../../lib/scheme-dates.ts';

/*
 * Form fields hold strings; the contracts hold nulls, numbers and ISO instants. These schemas turn
 * a form's strings into a contract's values, so a form schema is `formShape.pipe(ContractSchema)` and
 * every rule is still the contract's own.
 */

/** An empty field means no value. */
export const blankAsNull = z.string().transform((value) => (value.trim() === '' ? null : value.trim()));

/**
 * A web address as typed, with https:// in front when the operator left the scheme out
 * ('harbourlights.example'), as a browser's address bar takes it.
 */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.includes('://') ? trimmed : `https://${trimmed}`;
}

/** An optional web address: empty means none, and a missing scheme is taken to be https:// (withWebScheme). */
export const optionalWebAddress = blankAsNull.transform((value) => (value === null ? null : withWebScheme(value)));

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

/** The end of what has none: the last second of year NO_END_YEAR on the scheme's clock (R-CONST-16). */
export const NO_END = schemeWallClockToIso(`${NO_END_YEAR}-12-31T23:59:59`)!;

/** An end and its 'No end' box as fields: with the box ticked the end is NO_END, whatever the end field holds. */
export const endFields = { endsAt: schemeDateTimeAsIso, noEnd: z.boolean() };

/** The contract's end of a form's end fields (endFields). */
export function withEnd<T extends { endsAt: string; noEnd: boolean }>({ noEnd, ...values }: T): Omit<T, 'noEnd'> {
  return noEnd ? { ...values, endsAt: NO_END } : values;
}

/** The end fields of a stored end: an end in year NO_END_YEAR is 'No end', with the end field left empty to type one. */
export function endAsFields(iso: string | undefined): { endsAt: string; noEnd: boolean } {
  if (iso === undefined) return { endsAt: '', noEnd: false };
  const noEnd = schemeYear(iso) >= NO_END_YEAR;
  return { endsAt: noEnd ? '' : isoToSchemeWallClock(iso), noEnd };
}

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
