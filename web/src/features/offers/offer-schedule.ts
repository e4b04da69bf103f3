import { type DealAvailability, WEEKDAYS, type Weekday } from '@venue-pass/contracts';
import { schemeYear } from '../../lib/scheme-dates.ts';

/** The card shows 'Ends {date}' only for an end year below 3000 (R-OFFERS-06, R-CONST-15). */
export function showsEndDate(dateVisibleTo: string): boolean {
  return schemeYear(dateVisibleTo) < 3000;
}

/** The dialog hides 'Valid until' only at year 9999 (R-OFFERS-13, R-CONST-16). */
export function showsValidUntil(dateVisibleTo: string): boolean {
  return schemeYear(dateVisibleTo) !== 9999;
}

/** '17:30' becomes '5:30 PM', '00:05' becomes '12:05 AM' (R-OFFERS-14). */
export function formatTime12(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export interface DayTimes {
  day: Weekday;
  /** '5:00 PM - 11:00 PM', or null on a day without the offer. */
  times: string | null;
}

/** Monday to Sunday; a day missing either time has no times (shown as 'Not Available'). */
export function weeklyTimes(availability: DealAvailability): DayTimes[] {
  return WEEKDAYS.map((day) => {
    const start = availability[`${day}StartTime`];
    const stop = availability[`${day}StopTime`];
    return { day, times: start && stop ? `${formatTime12(start)} - ${formatTime12(stop)}` : null };
  });
}
