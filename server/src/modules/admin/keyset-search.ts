import { type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AdminPage } from '@venue-pass/contracts';
import { type Keyset, type PageRequest, type Paged, afterCursor, inListOrder, keysetPage, toPage } from './keyset-page.ts';

/** One condition of a search; a row matches the search when it matches any of them. */
export interface SearchCondition {
  where: RawBuilder<boolean>;
  /** Set when the condition is that the (text) sort key starts with this: its rows are one range of the sort's index. */
  sortKeyPrefix?: string | undefined;
}

export interface KeysetSearch<DB, TB extends keyof DB, O> {
  /** Every row of the list, selecting the keyset's id as `id` and each column the conditions read. */
  rows: () => SelectQueryBuilder<DB, TB, O>;
  /** The table whose columns the conditions and the keyset name (a walk reads them from a subquery so named). */
  table: string;
  /** None for every row of the list. */
  conditions: readonly SearchCondition[];
}

/**
 * How many rows after the cursor a condition walks in the list's order, per row of the page, before it
 * reads its matches through their own index instead. A walk of 50 per row finds a page of a match that
 * about 2% of the rows near the cursor have; at 200,000 members rarer matches are a few thousand rows,
 * about as cheap to read and sort as the walk itself (ADR 055).
 */
const WALK_ROWS_PER_PAGE_ROW = 50;

/**
 * One keyset page of the rows matching any of the search's conditions, each row once (ADR 055). Each
 * condition hands over its own first rows after the cursor, and the page is the first of all those:
 * - a condition on the sort key's start is a range of the sort's index, read in order;
 * - any other walks the list in order from the cursor and keeps the rows it matches, which finds a page
 *   of a common match in a few dozen rows; when a bounded walk falls short, its matches are few or lie
 *   elsewhere in the list, and it reads them through their own index and sorts them instead.
 * A page so reads at most a bounded walk plus each condition's matches, never the whole list, and a
 * common match that is spread through the list never sorts all its rows.
 */
export async function keysetSearchPage<DB, TB extends keyof DB, O extends { id: string | number }>(
  db: QueryExecutorProvider,
  search: KeysetSearch<DB, TB, O>,
  keyset: Keyset,
  page: PageRequest,
): Promise<AdminPage<O>> {
  if (search.conditions.length === 0) return keysetPage(search.rows(), keyset, page);
  const { sort, id } = keyset;
  const wanted = page.limit + 1;
  const walkRows = WALK_ROWS_PER_PAGE_ROW * wanted;
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  const after = afterCursor(keyset, page);
  // The sort key orders the union with its own type and collation; its text is the next cursor's.
  const keyed = (query: SelectQueryBuilder<DB, TB, O>) =>
    query.select(sql`${sort.sql}`.as('sort_key') as never).select(sql<string>`(${sort.sql})::text`.as('cursor_key') as never) as SelectQueryBuilder<DB, TB, Paged<O>>;
  const table = sql.id(search.table);

  const branches = search.conditions.map(({ where, sortKeyPrefix }) => {
    const matching = keyed(search.rows().where(where as never));
    if (sortKeyPrefix !== undefined) return inListOrder(matching, keyset, afterCursor(keyset, page, sortKeyPrefix), page.order).limit(wanted);
    const walked = inListOrder(search.rows(), keyset, after, page.order).limit(walkRows);
    // OFFSET 0 keeps the planner from walking the list for these rows too: it reads them as a set.
    const collected = (after ? matching.where(after as never) : matching).modifyEnd(sql`offset 0`);
    return sql`(with walked as materialized ${walked},
      walk_matches as (select ${table}.*, ${sort.sql} as sort_key, (${sort.sql})::text as cursor_key from walked as ${table}
        where ${where} order by ${sort.sql} ${direction}, ${id.sql} ${direction} limit ${wanted}),
      walk as (select (select count(*) from walk_matches) >= ${wanted} or (select count(*) from walked) < ${walkRows} as enough)
      select * from walk_matches where (select enough from walk)
      union all
      (select * from ${collected} as matches where not (select enough from walk) order by sort_key ${direction}, id ${direction} limit ${wanted}))`;
  });
  const { rows } = await sql<Paged<O> & { sort_key: unknown }>`select * from (${sql.join(branches, sql` union `)}) as page
    order by sort_key ${direction}, id ${direction} limit ${wanted}`.execute(db);
  return toPage(
    rows.map(({ sort_key: _sort, ...row }) => row as unknown as Paged<O>),
    page.limit,
  );
}
