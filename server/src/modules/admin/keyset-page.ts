import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { AdminMessages, type AdminPage, type SortOrder } from '@venue-pass/contracts';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';

/**
 * Keyset pagination (never OFFSET): a page is the rows after the last one of the previous page in the
 * order (sort key, id). The cursor carries that row's sort key as PostgreSQL's own text of it, so a
 * timestamp keeps its microseconds, and its id. Each column says what it holds, so a cursor's values are
 * checked against the list's order before they reach the database.
 */
export interface Keyset {
  /** The expression the list is ordered by, e.g. lower(venues.name). */
  sort: { sql: RawBuilder<unknown>; type: 'text' | 'timestamptz' };
  /** The unique tie-breaker, e.g. venues.id. */
  id: { sql: RawBuilder<unknown>; type: 'integer' | 'bigint' | 'uuid' };
}

type CursorValue = [string, string | number];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

// PostgreSQL's ISO text of a timestamptz: the session's offset (in seconds too, for a local mean time),
// a fraction only when there is one, and years of four to six digits, BC marked.
const TIMESTAMP = /^(\d{4,6})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?[+-](\d\d)(?::(\d\d)(?::(\d\d))?)?( BC)?$/;
// PostgreSQL's range is 4713 BC to 294276 AD; a year short of either end keeps every offset inside it.
const LAST_YEAR = { bc: 4712, ad: 294275 };

/** Whether the text is one PostgreSQL writes for a timestamptz; any other could fail the statement. */
function isTimestampText(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const bc = match[10] !== undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0, offsetSeconds = 0] = match
    .slice(1, 10)
    .map((field) => Number(field ?? 0));
  // Year 1 BC is year 0 of the proleptic Gregorian calendar PostgreSQL counts leap years in.
  const monthDays = month === 2 && isLeapYear(bc ? 1 - year : year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return (
    year >= 1 &&
    year <= (bc ? LAST_YEAR.bc : LAST_YEAR.ad) &&
    day >= 1 &&
    day <= monthDays &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59 &&
    offsetSeconds <= 59
  );
}

/** What a cursor may hold for a sort key and an id of each type: what the server writes, nothing else. */
const SORT_KEYS: Record<Keyset['sort']['type'], z.ZodType<string>> = {
  // PostgreSQL text holds any character but NUL.
  text: z.string().refine((value) => !value.includes('\u0000')),
  timestamptz: z.string().refine(isTimestampText),
};
const IDS: Record<Keyset['id']['type'], z.ZodType<string | number>> = {
  integer: z.int().min(-(2 ** 31)).max(2 ** 31 - 1),
  // The pg driver reads bigint ids as numbers (db/connect.ts), so a cursor carries them as numbers too.
  bigint: z.int(),
  uuid: z.guid(),
};

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The sort key and id a cursor holds, when they are what the keyset's columns hold; a 400 otherwise. */
export function decodeCursor(cursor: string, keyset: Keyset): CursorValue {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const parsed = z.tuple([SORT_KEYS[keyset.sort.type], IDS[keyset.id.type]]).safeParse(value);
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the refusal: a cursor is only ever one the server made.
  }
  throw new DomainError('invalid', AdminMessages.invalidCursor, { fields: { cursor: [AdminMessages.invalidCursor] } });
}

export interface PageRequest {
  order: SortOrder;
  limit: number;
  cursor?: string | undefined;
}

/** A row with its cursor key: the text of its sort key, as a cursor carries it. */
export type Paged<O> = O & { cursor_key: string };

/**
 * Whether rows whose sort keys all start with `prefix` can lie on the cursor's wrong side. When the
 * cursor's key sorts before all of them (after, descending) the comparison is left out: PostgreSQL starts
 * a b-tree scan at a row comparison's bound even when the same column's prefix range starts later, so the
 * scan would read every entry from the cursor to the range.
 */
function cursorBounds(prefix: string | undefined, key: string, order: SortOrder): boolean {
  if (prefix === undefined || key.startsWith(prefix)) return true;
  // Text keys are ordered in the C collation: by their UTF-8 bytes.
  const beforePrefix = Buffer.compare(Buffer.from(key), Buffer.from(prefix)) < 0;
  return order === 'asc' ? !beforePrefix : beforePrefix;
}

/**
 * The condition that a row comes after the page's cursor in the list's order; none on the first page, or
 * when every row with a sort key starting with `sortKeyPrefix` comes after it anyway.
 */
export function afterCursor(keyset: Keyset, { order, cursor }: PageRequest, sortKeyPrefix?: string): RawBuilder<boolean> | undefined {
  if (!cursor) return undefined;
  const [afterKey, afterId] = decodeCursor(cursor, keyset);
  if (!cursorBounds(sortKeyPrefix, afterKey, order)) return undefined;
  const comparison = order === 'asc' ? sql`>` : sql`<`;
  return sql<boolean>`(${keyset.sort.sql}, ${keyset.id.sql}) ${comparison} (${afterKey}, ${afterId})`;
}

/** The query's rows after the cursor (when given) in the list's order, from the first. */
export function inListOrder<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, keyset: Keyset, after: RawBuilder<boolean> | undefined, order: SortOrder) {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return (after ? query.where(after as never) : query).orderBy(sql`${keyset.sort.sql} ${direction}` as never).orderBy(sql`${keyset.id.sql} ${direction}` as never);
}

/** The page's rows (the query fetched one more, to tell whether another page follows) with the next page's cursor. */
export function toPage<O extends { id: string | number }>(rows: Paged<O>[], limit: number): AdminPage<O> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(({ cursor_key: _key, ...row }) => row as unknown as O),
    nextCursor: rows.length > limit && last ? encodeCursor([last.cursor_key, last.id]) : null,
  };
}

/** Runs the query for one page and answers the rows with the next page's cursor. */
export async function keysetPage<DB, TB extends keyof DB, O extends { id: string | number }>(
  query: SelectQueryBuilder<DB, TB, O>,
  keyset: Keyset,
  page: PageRequest,
): Promise<AdminPage<O>> {
  const keyed = query.select(sql<string>`(${keyset.sort.sql})::text`.as('cursor_key') as never) as SelectQueryBuilder<DB, TB, Paged<O>>;
  const rows = await inListOrder(keyed, keyset, afterCursor(keyset, page), page.order)
    .limit(page.limit + 1)
    .execute();
  return toPage(rows, page.limit);
}
