import { describe, expect, it } from 'vitest';
import { currentPeriods, localDate, localDayBounds, periodKey } from './period-key.ts';

describe('periodKey', () => {
  it('keys a once-only offer the same for ever and an unlimited one never', () => {
    expect(periodKey('once', new Date('2026-01-01T10:00:00Z'), 'Europe/London')).toBe('once');
    expect(periodKey('once', new Date('2031-07-01T10:00:00Z'), 'Asia/Tokyo')).toBe('once');
    expect(periodKey('unlimited', new Date('2026-01-01T10:00:00Z'), 'Europe/London')).toBeNull();
  });

  it('changes the daily key at midnight on the venue clock, not at UTC midnight', () => {
    // 23:30 UTC on 25 November is 00:30 on the 26th in Paris and 18:30 on the 25th in New York.
    const at = new Date('2026-11-25T23:30:00Z');
    expect(periodKey('daily', at, 'Europe/Paris')).toBe('2026-11-26');
    expect(periodKey('daily', at, 'America/New_York')).toBe('2026-11-25');
    expect(periodKey('daily', new Date('2026-11-25T22:59:59Z'), 'Europe/Paris')).toBe('2026-11-25');
    expect(periodKey('daily', new Date('2026-11-25T23:00:00Z'), 'Europe/Paris')).toBe('2026-11-26');
  });

  it('keys a weekly offer by ISO week, Monday to Sunday on the venue clock, with the ISO year at a year end', () => {
    expect(periodKey('weekly', new Date('2026-11-25T12:00:00Z'), 'Europe/London')).toBe('2026-W48');
    // Sunday 29 November 23:30 in London is still week 48; in Paris it is already Monday of week 49.
    expect(periodKey('weekly', new Date('2026-11-29T23:30:00Z'), 'Europe/London')).toBe('2026-W48');
    expect(periodKey('weekly', new Date('2026-11-29T23:30:00Z'), 'Europe/Paris')).toBe('2026-W49');
    // 1 January 2027 is a Friday of 2026's week 53; 31 December 2029 a Monday of 2030's week 1.
    expect(periodKey('weekly', new Date('2027-01-01T12:00:00Z'), 'Europe/London')).toBe('2026-W53');
    expect(periodKey('weekly', new Date('2029-12-31T12:00:00Z'), 'Europe/London')).toBe('2030-W01');
  });
});

describe('localDayBounds', () => {
  it('spans the venue-local day, 23 hours long on the day the clocks go forward', () => {
    expect(localDayBounds('2026-11-25', 'Europe/Paris')).toEqual({
      from: new Date('2026-11-24T23:00:00Z'),
      to: new Date('2026-11-25T23:00:00Z'),
    });
    const spring = localDayBounds('2026-03-29', 'Europe/London');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    expect(localDate(spring.from, 'Europe/London')).toBe('2026-03-29');
  });
});

describe('currentPeriods', () => {
  it("gives every rule's key of the minute, and the next day's keys from the minute the day starts", () => {
    expect(currentPeriods(new Date('2026-11-29T22:59:00Z'), 'Europe/Paris')).toEqual({ once: 'once', daily: '2026-11-29', weekly: '2026-W48', unlimited: null });
    expect(currentPeriods(new Date('2026-11-29T22:59:59.999Z'), 'Europe/Paris').daily).toBe('2026-11-29');
    expect(currentPeriods(new Date('2026-11-29T23:00:00Z'), 'Europe/Paris')).toEqual({ once: 'once', daily: '2026-11-30', weekly: '2026-W49', unlimited: null });
    // A zone half an hour off the hour (Kolkata, +05:30) starts its day at 18:30 UTC.
    expect(currentPeriods(new Date('2026-11-25T18:29:59Z'), 'Asia/Kolkata').daily).toBe('2026-11-25');
    expect(currentPeriods(new Date('2026-11-25T18:30:00Z'), 'Asia/Kolkata').daily).toBe('2026-11-26');
  });
});
