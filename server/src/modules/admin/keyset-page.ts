import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { AdminMessages, type AdminPage, type SortOrder } from '@venue-pass/contracts';
import { DomainError } from '../../errors/domain-error.ts';

/**
 * Keyset pagination (never OFFSET): a page is the rows after the last one of the previous page in the
 * order (sort key, id). The cursor carries that row's sort key as PostgreSQL's own text of it, so a
 * timestamp keeps its microseconds, and its id.
 */
export interface Keyset {
  /** The expression the list is ordered by, e.g. lower(venues.name). */
  sort: RawBuilder<unknown>;
  /** The unique tie-breaker, e.g. venues.id. */
  id: RawBuilder<unknown>;
}

type CursorValue = [string, string | number];

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor(cursor: string): CursorValue {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && ['string', 'number'].includes(typeof value[1])) {
      return value as CursorValue;
    }
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

/** Runs the query for one page and answers the rows with the next page's cursor. */
export async function keysetPage<DB, TB extends keyof DB, O extends { id: string | number }>(
  query: SelectQueryBuilder<DB, TB, O>,
  keyset: Keyset,
  { order, limit, cursor }: PageRequest,
): Promise<AdminPage<O>> {
  let paged = query.select(sql<string>`(${keyset.sort})::text`.as('cursor_key') as never) as SelectQueryBuilder<DB, TB, O & { cursor_key: string }>;
  if (cursor) {
    const [key, id] = decodeCursor(cursor);
    const comparison = order === 'asc' ? sql`>` : sql`<`;
    paged = paged.where(sql<boolean>`(${keyset.sort}, ${keyset.id}) ${comparison} (${key}, ${id})` as never);
  }
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await paged
    .orderBy(sql`${keyset.sort} ${direction}` as never)
    .orderBy(sql`${keyset.id} ${direction}` as never)
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(({ cursor_key: _key, ...row }) => row as unknown as O),
    nextCursor: rows.length > limit && last ? encodeCursor([last.cursor_key, last.id]) : null,
  };
}
