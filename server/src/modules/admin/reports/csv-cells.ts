import { type RawBuilder, sql } from 'kysely';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = '^[=+\\-@\t\r]';
// A cell holding one of these is quoted (RFC 4180).
const NEEDS_QUOTES = '[",\r\n]';

/**
 * What a cell holds: text is defused and quoted as it needs; a number, or an ISO date (YYYY-MM-DD), is
 * written as it is, since neither can start a formula or hold a quote, a comma or a line break.
 */
export type CsvCellKind = 'text' | 'number' | 'date';

/**
 * One CSV cell made by the database from a column's value (ADR 088): empty for null; text that a
 * spreadsheet would run as a formula gets a leading apostrophe, and text with a quote, comma or line break
 * is quoted with its quotes doubled. Numbers are written as they are, so a negative one is not defused.
 */
export function csvCell(value: RawBuilder<unknown>, kind: CsvCellKind): RawBuilder<string> {
  const text = sql`${value}::text`;
  if (kind !== 'text') return sql<string>`coalesce(${text}, '')`;
  const defused = sql`(case when ${text} ~ ${FORMULA_START} then '''' || ${text} else ${text} end)`;
  return sql<string>`(case when ${value} is null then ''
    when ${text} ~ ${NEEDS_QUOTES} then '"' || replace(${defused}, '"', '""') || '"'
    else ${defused} end)`;
}

/** Cells made by csvCell, joined by commas: a line, or a part of one. */
export function csvCells(cells: readonly RawBuilder<string>[]): RawBuilder<string> {
  return sql<string>`${sql.join(cells, sql` || ',' || `)}`;
}

/** One RFC 4180 line (CRLF-terminated) of cells made by csvCell, or of parts made by csvCells. */
export function csvLine(cells: readonly RawBuilder<string>[]): RawBuilder<string> {
  return sql<string>`${csvCells(cells)} || ${'\r\n'}`;
}
