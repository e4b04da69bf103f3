import { describe, expect, it } from 'vitest';
import { onMachineInTimeZone } from '../testing/machine-time-zone.ts';
import { isoToSchemeWallClock, schemeWallClockToIso } from './scheme-clock.ts';

// The scheme's clock is London's (SCHEME_TIME_ZONE); the answers must not depend on the machine's zone.
describe.each(['UTC', 'Europe/London', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata'])('on a machine set to %s', (zone) => {
  onMachineInTimeZone(zone);

  describe('schemeWallClockToIso', () => {
    it("reads a summer time on London's clock, with British Summer Time's offset", () => {
      expect(schemeWallClockToIso('2027-06-30T23:59')).toBe('2027-06-30T23:59:00+01:00');
    });

    it("reads a winter time on London's clock, at UTC", () => {
      expect(schemeWallClockToIso('2027-12-31T23:59')).toBe('2027-12-31T23:59:00Z');
      expect(schemeWallClockToIso('9999-12-31T23:59:30')).toBe('9999-12-31T23:59:30Z');
    });

    it('takes the first of the two 01:30s of the night the clocks go back', () => {
      expect(schemeWallClockToIso('2027-10-31T01:30')).toBe('2027-10-31T01:30:00+01:00');
      expect(schemeWallClockToIso('2027-10-31T02:00')).toBe('2027-10-31T02:00:00Z');
    });

    it('reads a time the clocks skip as summer time, an hour on', () => {
      expect(schemeWallClockToIso('2027-03-28T00:59')).toBe('2027-03-28T00:59:00Z');
      expect(schemeWallClockToIso('2027-03-28T01:30')).toBe('2027-03-28T02:30:00+01:00');
      expect(schemeWallClockToIso('2027-03-28T02:00')).toBe('2027-03-28T02:00:00+01:00');
    });

    it('answers null for what is not a date and time', () => {
      for (const value of ['', 'soon', '2027-06-31T10:00', '2027-13-01T10:00', '2027-06-30T24:00', '2027-06-30', '2027-06-30T23:59:00Z']) {
        expect(schemeWallClockToIso(value), value).toBeNull();
      }
    });
  });

  describe('isoToSchemeWallClock', () => {
    it("shows an instant on London's clock", () => {
      expect(isoToSchemeWallClock('2027-03-31T22:59:59Z')).toBe('2027-03-31T23:59');
      expect(isoToSchemeWallClock('2027-01-15T12:00:00.000Z')).toBe('2027-01-15T12:00');
      expect(isoToSchemeWallClock('2027-06-30T23:59:00-07:00')).toBe('2027-07-01T07:59');
    });

    it('shows both instants of the hour the clocks go back as the same time', () => {
      expect(isoToSchemeWallClock('2027-10-31T00:30:00Z')).toBe('2027-10-31T01:30');
      expect(isoToSchemeWallClock('2027-10-31T01:30:00Z')).toBe('2027-10-31T01:30');
    });

    it('gives back the time it was given', () => {
      for (const value of ['2027-06-30T23:59', '2027-12-31T00:00', '2027-03-28T02:00', '2027-10-31T01:59']) {
        expect(isoToSchemeWallClock(schemeWallClockToIso(value)!)).toBe(value);
      }
    });
  });
});
