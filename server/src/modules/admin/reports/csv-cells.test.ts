import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../../test/helpers/database.ts';
import { type CsvCellKind, csvCell, csvLine } from './csv-cells.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The line the database makes of these values, each bound as a parameter of its kind. */
async function lineOf(values: [unknown, CsvCellKind][]): Promise<string> {
  const cells = values.map(([value, kind]) => csvCell(kind === 'number' ? sql`${value}::int` : kind === 'date' ? sql`to_char(${value}::date, 'YYYY-MM-DD')` : sql`${value}::text`, kind));
  const { rows } = await sql<{ line: string }>`select ${csvLine(cells) as RawBuilder<unknown>} as line`.execute(database.db);
  return rows[0]!.line;
}

describe('CSV cells made by the database', () => {
  it('quotes cells with commas, quotes and line breaks, leaves others alone, and writes null as nothing', async () => {
    expect(await lineOf([['2026-01-01', 'text'], [3, 'number'], ['The "Kettle", Market St', 'text'], [null, 'text'], [null, 'number']])).toBe(
      '2026-01-01,3,"The ""Kettle"", Market St",,\r\n',
    );
    expect(await lineOf([['2026-03-09', 'date'], [null, 'date']])).toBe('2026-03-09,\r\n');
    expect(await lineOf([['a\nb', 'text']])).toBe('"a\nb"\r\n');
    expect(await lineOf([['a\r\nb', 'text']])).toBe('"a\r\nb"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', async () => {
    expect(await lineOf([['=HYPERLINK("x")', 'text'], ['@SUM(1)', 'text'], ['+1', 'text'], ['-1', 'text'], ['\tx', 'text'], [-2, 'number']])).toBe(
      `"'=HYPERLINK(""x"")",'@SUM(1),'+1,'-1,'\tx,-2\r\n`,
    );
    expect(await lineOf([['\rx', 'text']])).toBe(`"'\rx"\r\n`);
    expect(await lineOf([['a=b', 'text'], ['Caf\u00e9 \u2615', 'text']])).toBe('a=b,Caf\u00e9 \u2615\r\n');
  });
});
