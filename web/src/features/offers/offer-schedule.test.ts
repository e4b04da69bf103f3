import { describe, expect, it } from 'vitest';
import { makeAvailability } from './offer-factories.ts';
import { formatTime12, showsEndDate, showsValidUntil, weeklyTimes } from './offer-schedule.ts';

describe('showsEndDate', () => {
  it('shows the end for years below 3000 and hides it from 3000 on', () => {
    expect(showsEndDate('2999-12-31T12:00:00.000Z')).toBe(true);
    expect(showsEndDate('3000-01-01T12:00:00.000Z')).toBe(false);
    expect(showsEndDate('9999-12-31T23:59:59.000Z')).toBe(false);
  });
});

describe('showsValidUntil', () => {
  it('hides the date only at year 9999', () => {
    expect(showsValidUntil('9999-12-31T23:59:59.000Z')).toBe(false);
    expect(showsValidUntil('3000-06-01T00:00:00.000Z')).toBe(true);
    expect(showsValidUntil('2026-03-12T18:00:00.000Z')).toBe(true);
  });
});

describe('formatTime12', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['17:00', '5:00 PM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (time, expected) => {
    expect(formatTime12(time)).toBe(expected);
  });
});

describe('weeklyTimes', () => {
  it('lists Monday to Sunday, with no times on a day without both a start and a stop', () => {
    const times = weeklyTimes(makeAvailability({ wednesdayStopTime: null }));
    expect(times.map((entry) => entry.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(times[0]).toEqual({ day: 'monday', times: null });
    expect(times[1]).toEqual({ day: 'tuesday', times: '5:00 PM - 11:00 PM' });
    expect(times[2]).toEqual({ day: 'wednesday', times: null });
    expect(times[6]).toEqual({ day: 'sunday', times: '12:30 AM - 12:00 PM' });
  });
});
