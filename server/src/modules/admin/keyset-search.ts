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
 * How many rows after the cursor the search walks in the list's order, per row of the page. A walk of 50
 * per row finds a page of the matches of a search that about 2% of the rows near the cursor match; at
 * 200,000 members a rarer condition has a few thousand matches, about as cheap to read and sort (ADR 055).
 */
const WALK_ROWS_PER_PAGE_ROW = 50;

/**
 * One keyset page of the rows matching any of the search's conditions, each row once, in one statement
 * (ADR 055). Each condition hands over its first rows after the cursor, and the page is the first of all:
 * - a condition on the sort key's start is a range of the sort's index, read in order; one that matches
 *   a handful of rows reads them;
 * - the others share one bounded walk of the list in order from the cursor, each keeping the rows it
 *   matches: a common match fills the page within a few dozen rows. A condition whose walk fell short
 *   still needs nothing more when the page ends inside the walked stretch (its later matches sort after
 *   the page), which is what a name whose matches lie elsewhere in the order usually meets, since another
 *   condition fills the page. Only when the page does not end there are that condition's matches read
 *   through its own index and sorted.
 * A page so reads a bounded walk plus, when the whole search is rare near the cursor, its rare conditions'
 * matches: never the whole list, and a common match spread through the list never sorts all its rows.
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
    const first = sortKeyPrefix === undefined ? inListOrder(matching, keyset, after, page.order) : inListOrder(matching, keyset, afterCursor(keyset, page, sortKeyPrefix), page.order);
    return sql`${sql.id(`read_${n}`)} as ${first.limit(wanted)}`;
  });
  if (walking.length > 0) {
    parts.push(
      sql`walked as materialized ${inListOrder(search.rows(), keyset, after, page.order).limit(walkRows)}`,
      sql`frontier as (select ${sort.sql} as sort_key, ${id.sql} as id from walked as ${table} order by ${sort.sql} ${reverse}, ${id.sql} ${reverse} limit 1)`,
      ...walking.map(
        ({ where }, n) => sql`${sql.id(`walk_${n}`)} as (select ${table}.*, ${sort.sql} as sort_key, (${sort.sql})::text as cursor_key
          from walked as ${table} where ${where} order by ${sort.sql} ${direction}, ${id.sql} ${direction} limit ${wanted})`,
      ),
    );
  }
  const found = [...read.map((_, n) => `read_${n}`), ...walking.map((_, n) => `walk_${n}`)];
  parts.push(sql`found as (${sql.join(found.map((name) => sql`select * from ${sql.id(name)}`), sql` union `)})`);
  let everything = sql`select * from found`;
  if (walking.length > 0) {
    // The walk answers for every condition when it reached the end of the list, or when the page ends
    // inside the walked stretch.
    parts.push(
      sql`first_found as (select * from found ${inOrder})`,
      sql`walk as (select (select count(*) from walked) < ${walkRows}
        or ((select count(*) from first_found) >= ${wanted}
          and (select (page_end.sort_key, page_end.id) ${notAfter} (frontier.sort_key, frontier.id)
               from (select sort_key, id from first_found order by sort_key ${reverse}, id ${reverse} limit 1) as page_end, frontier)) as answers)`,
    );
    const readWhenShort = walking.map(({ where }, n) => {
      const matching = keyed(search.rows().where(where as never));
      // OFFSET 0 keeps the planner from walking the list for these rows: it reads them as a set, on their index.
      const all = (after ? matching.where(after as never) : matching).modifyEnd(sql`offset 0`);
      return sql`select * from (select * from ${all} as matches
        where not (select answers from walk) and (select count(*) from ${sql.id(`walk_${n}`)}) < ${wanted} ${inOrder}) as ${sql.id(`read_walk_${n}`)}`;
    });
    everything = sql`select * from found union ${sql.join(readWhenShort, sql` union `)}`;
  }
  const { rows } = await sql<Paged<O> & { sort_key: unknown }>`with ${sql.join(parts)}
    select * from (${everything}) as page ${inOrder}`.execute(db);
  return toPage(
    rows.map(({ sort_key: _sort, ...row }) => row as unknown as Paged<O>),
    page.limit,
  );
}
