import { type DealAvailability, WEEKDAYS } from '@venue-pass/contracts';
import type { WeeklyAvailability } from '../offers/offers.table.ts';

/**
 * The stored form of days and hours (offers' availability, venues' opening hours) from the wire form.
 * A day counts only with both times; either alone is no opening that day.
 */
export function toWeeklyAvailability(hours: DealAvailability): WeeklyAvailability {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const start = hours[`${day}StartTime`];
      const stop = hours[`${day}StopTime`];
      return [day, start && stop ? { start, stop } : null];
    }),
  );
}
