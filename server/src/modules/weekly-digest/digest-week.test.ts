import { describe, expect, it } from 'vitest';
import { digestWeekAt } from './digest-week.ts';

describe('digestWeekAt', () => {
  it('is this Monday’s digest from 09:00 London time, covering the week before', () => {
    // Monday 1 March 2027, 09:00 GMT.
    expect(digestWeekAt(new Date('2027-03-01T09:00:00Z'))).toEqual({
      week: '2027-03-01',
      sendFrom: new Date('2027-03-01T09:00:00Z'),
      since: new Date('2027-02-22T09:00:00Z'),
    });
  });

  it('is still last Monday’s before 09:00 on a Monday', () => {
    expect(digestWeekAt(new Date('2027-03-01T08:59:00Z')).week).toBe('2027-02-22');
  });

  it('keeps 09:00 on the scheme’s clock across the change to summer time', () => {
    // Clocks go forward on Sunday 28 March 2027: Monday 29 March 09:00 BST is 08:00 UTC.
    const week = digestWeekAt(new Date('2027-03-31T12:00:00Z'));
    expect(week.week).toBe('2027-03-29');
    expect(week.sendFrom).toEqual(new Date('2027-03-29T08:00:00Z'));
    expect(week.since).toEqual(new Date('2027-03-22T09:00:00Z'));
  });

  it('takes the Monday of the scheme’s clock, not of UTC, late on a Sunday in summer', () => {
    // 23:30 UTC on Sunday 27 June 2027 is 00:30 on Monday 28 June in London.
    expect(digestWeekAt(new Date('2027-06-27T23:30:00Z')).week).toBe('2027-06-21');
    expect(digestWeekAt(new Date('2027-06-28T08:00:00Z')).week).toBe('2027-06-28');
  });
});
