import { describe, expect, it } from 'vitest';
import { NO_END_YEAR, PLAUSIBLE_YEARS, dateOutOfRange, plausibleDate, plausibleDateTime } from './dates.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : result.error!.issues.map((issue) => issue.message));

describe('plausibleDate', () => {
  const date = plausibleDate();
  it.each(['2000-01-01', '2026-11-25', '2100-12-31'])('accepts %s', (value) => {
    expect(date.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])('refuses %s as outside the scheme’s years', (value) => {
    expect(messages(date.safeParse(value))).toEqual([dateOutOfRange()]);
    expect(dateOutOfRange()).toBe(`Enter a date from ${PLAUSIBLE_YEARS.first} to ${PLAUSIBLE_YEARS.last}.`);
  });

  it('refuses a day that does not exist with the date message alone', () => {
    expect(messages(date.safeParse('2026-02-30'))).toHaveLength(1);
    expect(messages(date.safeParse('2026-02-30'))).not.toEqual([dateOutOfRange()]);
  });
});

describe('plausibleDateTime', () => {
  const dateTime = plausibleDateTime();
  it.each(['2000-01-01T00:00:00Z', '2100-12-31T23:59:59.999Z', '2000-01-01T01:00:00+01:00'])('accepts %s', (value) => {
    expect(dateTime.safeParse(value).success).toBe(true);
  });

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2000-01-01T00:30:00+01:00', '2100-12-31T23:00:00-02:00'])(
    'refuses %s, whose instant falls outside the years',
    (value) => {
      expect(messages(dateTime.safeParse(value))).toEqual([dateOutOfRange()]);
    },
  );

  it(`goes as far as ${NO_END_YEAR} where a field allows no end, and no further`, () => {
    const end = plausibleDateTime({ last: NO_END_YEAR });
    expect(end.safeParse('9999-12-31T23:59:59Z').success).toBe(true);
    expect(messages(end.safeParse('9999-12-31T23:59:59-12:00'))).toEqual([dateOutOfRange(NO_END_YEAR)]);
    expect(messages(end.safeParse('1999-12-31T23:59:59Z'))).toEqual(['Enter a date from 2000 to 9999.']);
  });
});
