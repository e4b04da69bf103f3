import { describe, expect, it } from 'vitest';
import { csvLine } from './csv-line.ts';

describe('csvLine', () => {
  it('quotes cells with commas, quotes and line breaks, and leaves others alone', () => {
    expect(csvLine(['2026-01-01', 3, 'The "Kettle", Market St', null])).toBe('2026-01-01,3,"The ""Kettle"", Market St",\r\n');
    expect(csvLine(['a\nb'])).toBe('"a\nb"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvLine(['=HYPERLINK("x")', '@SUM(1)', -2])).toBe(`"'=HYPERLINK(""x"")",'@SUM(1),-2\r\n`);
  });
});
