import { z } from 'zod';

/**
 * The years a date of the scheme falls in (docs/decisions/051): nothing in it happened before 2000, and
 * nobody plans past 2100. A date outside is a typing slip or a probe; PostgreSQL refuses year 0000 and
 * PGlite some dates PostgreSQL takes, so it is refused before it reaches either.
 */
export const PLAUSIBLE_YEARS = { first: 2000, last: 2100 } as const;

/**
 * The end year of an offer or promotion that has no end (R-CONST-16; from year 3000 the member's card shows
 * no end, R-CONST-15), so an end may go this far.
 */
export const NO_END_YEAR = 9999;

/** Said of a date outside the years it may fall in. */
export function dateOutOfRange(last: number = PLAUSIBLE_YEARS.last): string {
  return `Enter a date from ${PLAUSIBLE_YEARS.first} to ${last}.`;
}

interface PlausibleOptions {
  /** The last year accepted; PLAUSIBLE_YEARS.last unless a field has a reason to go further. */
  last?: number;
}

const inYears = (year: number, last: number) => year >= PLAUSIBLE_YEARS.first && year <= last;

/** A calendar day (YYYY-MM-DD) in the scheme's years. */
export function plausibleDate() {
  return z.iso.date().refine((value) => inYears(Number(value.slice(0, 4)), PLAUSIBLE_YEARS.last), { error: dateOutOfRange(), abort: true });
}

/**
 * An ISO date-time with its offset, whose instant (in UTC) falls in the scheme's years: the year as
 * written can be one off the year PostgreSQL stores.
 */
export function plausibleDateTime({ last = PLAUSIBLE_YEARS.last }: PlausibleOptions = {}) {
  return z.iso.datetime({ offset: true }).refine((value) => inYears(new Date(value).getUTCFullYear(), last), { error: dateOutOfRange(last), abort: true });
}
