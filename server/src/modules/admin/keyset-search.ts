import { type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AdminPage } from '@venue-pass/contracts';
import { type Keyset, type PageRequest, type Paged, afterCursor, inListOrder, keysetPage, toPage } from './keyset-page.ts';

/** One condition of a search; a row matches the search when it matches any of them. */
export interface SearchCondition {
  where: RawBuilder<boolean>;
  /** Set when the condition is that the (text) sort key starts with this: its rows are one range of the sort's index. */
  sortKeyPrefix?: string | undefined;
  /** Set when the condition matches a handful of rows at most (a card number): they are read and sorted. */
  few?: boolean | undefined;
}

export interface KeysetSearch<DB, TB extends keyof DB, O> {
  /** Every row of the list, selecting the keyset's id as `id` and each column the conditions read. */
  rows: () => SelectQueryBuilder<DB, TB, O>;
  /** The table whose columns the conditions and the keyset name (the walk reads them from a subquery so named). */
  table: string;
  /** None for every row of the list. */
  conditions: readonly SearchCondition[];
}

/**
 * How many rows after the cursor the search walks in the list's order, per row of the page: a walk of 20
 * per row finds a page of a search that 5% of the rows near the cursor match. Of the sizes tried (10, 20,
 * 40, 50) it read the least over 20 pages of broad searches at 200,000 members (ADR 055).
 */
const WALK_ROWS_PER_PAGE_ROW = 20;

/**
 * One keyset page of the rows matching any of the search's conditions, each row once, in one statement
 * (ADR 055). The page is the first rows after the cursor of:
 * - each condition on the sort key's start: a range of the sort's index, read in order; and each that
 *   matches a handful of rows, read;
 * - the others together: a bounded walk of the list in order from the cursor keeps the rows that match
 *   any of them, which fills a page of a common match within a few dozen rows. When the walk falls short
 *   nothing more is needed if the page ends inside the walked stretch (their later matches sort after
 *   the page), which is what a name whose matches lie elsewhere in the order meets when another condition
 *   fills the page. Otherwise their matches are read through their own indexes and sorted.
 * A page so reads a bounded walk plus, only when the search is rare near the cursor, the search's matches
 * (never every row of the list for a condition that matches few), and a common match spread through the
 * list never sorts all its rows.
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
  const [direction, reverse, notAfter] = page.order === 'asc' ? [sql`asc`, sql`desc`, sql`<=`] : [sql`desc`, sql`asc`, sql`>=`];
  const after = afterCursor(keyset, page);
  // The sort key orders the union with its own type and collation; its text is the next cursor's.
  const keyed = (query: SelectQueryBuilder<DB, TB, O>) =>
    query.select(sql`${sort.sql}`.as('sort_key') as never).select(sql<string>`(${sort.sql})::text`.as('cursor_key') as never) as SelectQueryBuilder<DB, TB, Paged<O>>;
  const table = sql.id(search.table);
  const inOrder = sql`order by sort_key ${direction}, id ${direction} limit ${wanted}`;

  const read = search.conditions.filter((condition) => condition.sortKeyPrefix !== undefined || condition.few);
  const walking = search.conditions.filter((condition) => condition.sortKeyPrefix === undefined && !condition.few);
  const parts: RawBuilder<unknown>[] = read.map(({ where, sortKeyPrefix }, n) => {
    const matching = keyed(search.rows().where(where as never));
    return sql`${sql.id(`read_${n}`)} as ${inListOrder(matching, keyset, afterCursor(keyset, page, sortKeyPrefix), page.order).limit(wanted)}`;
  });
  const found = read.map((_, n) => sql`select * from ${sql.id(`read_${n}`)}`);
  const anyWalking = sql<boolean>`(${sql.join(
    walking.map(({ where }) => where),
    sql` or `,
  )})`;
  if (walking.length > 0) {
    parts.push(
      sql`walked as materialized ${inListOrder(search.rows(), keyset, after, page.order).limit(walkRows)}`,
      sql`frontier as (select ${sort.sql} as sort_key, ${id.sql} as id from walked as ${table} order by ${sort.sql} ${reverse}, ${id.sql} ${reverse} limit 1)`,
      sql`walk_found as (select ${table}.*, ${sort.sql} as sort_key, (${sort.sql})::text as cursor_key
        from walked as ${table} where ${anyWalking} order by ${sort.sql} ${direction}, ${id.sql} ${direction} limit ${wanted})`,
    );
    found.push(sql`select * from walk_found`);
  }
  parts.push(sql`found as (${sql.join(found, sql` union `)})`);
  let everything = sql`select * from found`;
  if (walking.length > 0) {
    // The walk answers for its conditions when it found a page of their matches, reached the end of the
    // list, or the page ends inside the walked stretch; otherwise their matches are read.
    parts.push(
      sql`first_found as (select * from found ${inOrder})`,
      sql`walk as (select (select count(*) from walk_found) >= ${wanted} or (select count(*) from walked) < ${walkRows}
        or ((select count(*) from first_found) >= ${wanted}
          and (select (page_end.sort_key, page_end.id) ${notAfter} (frontier.sort_key, frontier.id)
               from (select sort_key, id from first_found order by sort_key ${reverse}, id ${reverse} limit 1) as page_end, frontier)) as answers)`,
    );
    const matching = keyed(search.rows().where(anyWalking as never));
    // OFFSET 0 keeps the planner from walking the list for these rows: it reads them as a set, on their indexes.
    const all = (after ? matching.where(after as never) : matching).modifyEnd(sql`offset 0`);
    everything = sql`select * from found union select * from (select * from ${all} as matches where not (select answers from walk) ${inOrder}) as read_matches`;
  }
  const { rows } = await sql<Paged<O> & { sort_key: unknown }>`with ${sql.join(parts)}
    select * from (${everything}) as page ${inOrder}`.execute(db);
  return toPage(
    rows.map(({ sort_key: _sort, ...row }) => row as unknown as Paged<O>),
    page.limit,
  );
}
