import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SCHEME_TIME_ZONE });

/** Dates in messages and images read '12 March 2026', en-GB on the scheme's clock, as on the offer pages. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
