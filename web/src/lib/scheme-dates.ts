import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';

/*
 * The one style of dates and times wherever SPEC does not fix another (issue 22, "One date and time
 * style"): en-GB, on the scheme's clock whatever the device's zone (docs/decisions/057). Intl only, so
 * members' pages can use it without loading a date library.
 */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SCHEME_TIME_ZONE });
const dayTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHEME_TIME_ZONE,
});
// A calendar day is read at midnight UTC and written in UTC, so no zone can move it.
const calendarDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: SCHEME_TIME_ZONE });

/** '12 March 2026': the day an instant falls on in the scheme's time zone. */
export function formatSchemeDate(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** '12 March 2026 at 17:30' on the scheme's clock (24-hour). */
export function formatSchemeDateTime(iso: string): string {
  return dayTimeFormat.format(new Date(iso));
}

/** The year an instant falls in on the scheme's clock. */
export function schemeYear(iso: string): number {
  return Number(yearFormat.format(new Date(iso)));
}

/** A calendar day ('2026-03-12', as reports and date fields hold it) as '12 March 2026': a day, in no zone. */
export function formatCalendarDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return calendarDayFormat.format(Date.UTC(year, month - 1, date));
}
