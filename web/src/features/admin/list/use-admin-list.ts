import type { SortOrder } from '@venue-pass/contracts';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';

/** How long the search box waits after the last keystroke before asking the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a console list asks the API for: a search, an order and the keyset cursor of the page shown. */
export interface AdminListParams<Sort extends string> {
  q?: string;
  sort: Sort;
  order: SortOrder;
  cursor?: string;
  /** Page size; the API's default when left out. */
  limit?: number;
}

export interface AdminListState<Sort extends string> {
  /** The request of the page shown; pass it to the area's list query. */
  params: AdminListParams<Sort>;
  search: string;
  setSearch: (text: string) => void;
  sort: Sort;
  order: SortOrder;
  /** Sorts by `column`, ascending first, and by the same column again the other way; back to page one. */
  sortBy: (column: Sort) => void;
  hasPrevious: boolean;
  /** Opens the page after the one shown, from the cursor the API answered with. */
  next: (nextCursor: string) => void;
  previous: () => void;
  /** Back to the first page, when a filter of the area changes what the list holds. */
  restart: () => void;
}

/**
 * The state of one console list. The API pages by keyset and only ever hands out the cursor of the
 * next page, so the cursors of the pages before are kept here, one per page, for Previous. A new
 * search or order starts again from the first page.
 */
export function useAdminList<Sort extends string>(defaultSort: Sort, defaultOrder: SortOrder = 'asc'): AdminListState<Sort> {
  const [search, setSearchText] = useState('');
  const [sort, setSort] = useState(defaultSort);
  const [order, setOrder] = useState<SortOrder>(defaultOrder);
  const [cursors, setCursors] = useState<readonly string[]>([]);
  const [debouncedSearch] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);

  const cursor = cursors.at(-1);
  const params: AdminListParams<Sort> = {
    sort,
    order,
    ...(debouncedSearch ? { q: debouncedSearch } : {}),
    ...(cursor ? { cursor } : {}),
  };

  return {
    params,
    search,
    setSearch: (text) => {
      setSearchText(text);
      setCursors([]);
    },
    sort,
    order,
    sortBy: (column) => {
      setOrder(column === sort && order === 'asc' ? 'desc' : 'asc');
      setSort(column);
      setCursors([]);
    },
    hasPrevious: cursors.length > 0,
    next: (nextCursor) => setCursors((previous) => [...previous, nextCursor]),
    previous: () => setCursors((previous) => previous.slice(0, -1)),
    restart: () => setCursors([]),
  };
}
