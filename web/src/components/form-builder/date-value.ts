import { TZDate } from '@date-fns/tz';
import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { format, formatISO, isValid, parse } from 'date-fns';

/**
 * Reads a stored date: an ISO date-time with offset, or a plain calendar date (taken as that day in
 * the scheme's time zone, London: R-CONST-17). Anything else, such as half-typed text, is no date.
 */
export function parseStoredDate(value: unknown): TZDate | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)) return undefined;
  const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendarDate
    ? new TZDate(Number(calendarDate[1]), Number(calendarDate[2]) - 1, Number(calendarDate[3]), SCHEME_TIME_ZONE)
    : new TZDate(new Date(value).getTime(), SCHEME_TIME_ZONE);
  return isValid(date) ? date : undefined;
}

/** The stored form of a picked day: ISO 8601 with the London offset of that day kept, e.g. 1990-06-10T00:00:00+01:00. */
export function toStoredDate(day: Date): string {
  const london = new TZDate(day.getTime(), SCHEME_TIME_ZONE);
  return formatISO(new TZDate(london.getFullYear(), london.getMonth(), london.getDate(), SCHEME_TIME_ZONE));
}

/**
 * A date typed as DD/MM/YYYY (one-digit days and months too), as the day it names, or undefined while it is
 * not a whole real date: '31/02/1990' and '1/1/90' name none.
 */
export function parseTypedDate(text: string): TZDate | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return undefined;
  const day = parse(trimmed, 'd/M/yyyy', new Date());
  // The day as written, on the scheme's calendar, whatever the browser's own time zone.
  return isValid(day) ? new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), SCHEME_TIME_ZONE) : undefined;
}

/** Dates display as DD/MM/YYYY (R-VALID-40). */
export function formatDisplayDate(value: unknown): string {
  const date = parseStoredDate(value);
  return date ? format(date, 'dd/MM/yyyy') : '';
}
