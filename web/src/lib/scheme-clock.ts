import { TZDate, tzOffset } from '@date-fns/tz';
import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { format, formatISO } from 'date-fns';

/*
 * Date-times as the scheme's clock reads them (docs/decisions/057): the console shows and takes them on
 * it, as members' pages show them, whatever the browser's own zone.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const offsetMs = (at: number) => tzOffset(SCHEME_TIME_ZONE, new Date(at)) * MINUTE_MS;

/**
 * The instant a wall-clock time (read as if in UTC, `wall` ms) names on the scheme's clock. When the
 * clocks go back it names two: the first is taken. When they go forward it names none: the time is read
 * with the offset before the change, so 01:30 on the spring-forward night is 02:30 summer time.
 * Worked out from the zone's offsets alone: TZDate's constructor settles both cases by the machine's zone.
 */
function instantOfWallClock(wall: number): number {
  const before = wall - offsetMs(wall - DAY_MS);
  const after = wall - offsetMs(wall + DAY_MS);
  const named = [before, after].filter((at) => at + offsetMs(at) === wall);
  return named.length > 0 ? Math.min(...named) : before;
}

/**
 * A `datetime-local` value ('2027-06-30T23:59', seconds optional) on the scheme's clock, as an ISO
 * date-time with that day's offset ('2027-06-30T23:59:00+01:00'); null when it is not one.
 */
export function schemeWallClockToIso(value: string): string | null {
  const parts = WALL_CLOCK.exec(value);
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map((part = '0') => Number(part)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const date = new Date(wall);
  // Date.UTC rolls 31 June over into July; a day that does not exist is not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hours > 23 || minutes > 59 || seconds > 59) return null;
  return formatISO(new TZDate(instantOfWallClock(wall), SCHEME_TIME_ZONE));
}

/** An ISO instant as a `datetime-local` value on the scheme's clock ('2027-06-30T23:59'). */
export function isoToSchemeWallClock(iso: string): string {
  return format(new TZDate(Date.parse(iso), SCHEME_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}
