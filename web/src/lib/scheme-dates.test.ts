import { describe, expect, it } from 'vitest';
import { OTHER_TIME_ZONES, onMachineInTimeZone } from '../testing/machine-time-zone.ts';
import { schemeWallClockToIso } from './scheme-clock.ts';
import { formatCalendarDay, formatSchemeDate, formatSchemeDateTime, schemeYear } from './scheme-dates.ts';

describe.each(['UTC', ...OTHER_TIME_ZONES])('on a device set to %s', (zone) => {
  onMachineInTimeZone(zone);

  describe('formatSchemeDate', () => {
    it("formats as '12 March 2026'", () => {
      expect(formatSchemeDate('2026-03-12T18:00:00.000Z')).toBe('12 March 2026');
    });

    it('uses the London calendar day, which in summer starts an hour before UTC', () => {
      expect(formatSchemeDate('2026-06-30T23:30:00.000Z')).toBe('1 July 2026');
      expect(formatSchemeDate('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
    });

    // Issue 22 item 2: the console writes an end on the scheme's clock, and members read it on the same clock.
    it('shows the day the console took a date on', () => {
      expect(formatSchemeDate(schemeWallClockToIso('2027-06-30T23:59')!)).toBe('30 June 2027');
      expect(formatSchemeDate(schemeWallClockToIso('2027-03-31T23:59')!)).toBe('31 March 2027');
      expect(formatSchemeDate(schemeWallClockToIso('2027-01-01T00:00')!)).toBe('1 January 2027');
    });
  });

  describe('formatSchemeDateTime', () => {
    it('gives the day and the 24-hour time on the London clock', () => {
      expect(formatSchemeDateTime('2026-06-30T23:30:00.000Z')).toBe('1 July 2026 at 00:30');
      expect(formatSchemeDateTime('2026-12-31T17:05:00.000Z')).toBe('31 December 2026 at 17:05');
    });
  });

  describe('schemeYear', () => {
    it('is the year on the London clock', () => {
      expect(schemeYear('2026-12-31T23:30:00.000Z')).toBe(2026);
      expect(schemeYear('9999-12-31T23:59:59.000Z')).toBe(9999);
    });
  });

  describe('formatCalendarDay', () => {
    it('writes a calendar day out, whatever the zone', () => {
      expect(formatCalendarDay('2026-03-29')).toBe('29 March 2026');
      expect(formatCalendarDay('2026-01-01')).toBe('1 January 2026');
    });
  });
});
