import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatEndDay } from './format.ts';
import { formMessages } from '../form/messages.ts';

// Issue 22, "One date and time style": en-GB on the scheme's clock; these tests run on a machine set to Auckland.
describe('console list dates', () => {
  it("lists a day as '1 July 2026', the day in London", () => {
    expect(formatDay('2026-06-30T23:30:00.000Z')).toBe('1 July 2026');
  });

  it('lists a time on the London clock, 24-hour', () => {
    expect(formatDateTime('2026-06-30T23:30:00.000Z')).toBe('1 July 2026 at 00:30');
  });

  it("says an open-ended end has no end, rather than '31 December 9999'", () => {
    expect(formatEndDay('9999-12-31T23:59:59.000Z')).toBe(formMessages.noEnd);
    expect(formatEndDay('2027-03-31T22:59:59.000Z')).toBe('31 March 2027');
  });
});
