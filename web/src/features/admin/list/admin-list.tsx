import type { AdminPage } from '@venue-pass/contracts';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { operatorFailureText } from '../form/operator-wording.ts';
import { listMessages as m } from './messages.ts';
import type { AdminListState } from './use-admin-list.ts';

export interface AdminColumn<Item, Sort extends string> {
  /** The column's heading. */
  label: string;
  /** The API's sort key of this column; without it the column cannot be sorted. */
  sort?: Sort;
  cell: (item: Item) => ReactNode;
}

export interface AdminListProps<Item, Sort extends string> {
  /** The table's accessible name, e.g. 'Venues'. */
  caption: string;
  /** The search box's label, saying what it searches. */
  searchLabel: string;
  list: AdminListState<Sort>;
  columns: readonly AdminColumn<Item, Sort>[];
  rowKey: (item: Item) => string | number;
  /** The area's list query: its page, or its error. */
  result: { data?: AdminPage<Item> | undefined; error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** Filters of the area beside the search box. */
  filters?: ReactNode;
}

function SortButton<Sort extends string>({ label, column, list }: { label: string; column: Sort; list: AdminListState<Sort> }) {
  const active = list.sort === column;
  return (
    <button
      type="button"
      onClick={() => list.sortBy(column)}
      className="inline-flex items-center gap-1 font-semibold hover:text-violet-900 focus-visible:outline-2 focus-visible:outline-violet-700"
    >
      {label}
      <span aria-hidden="true" className={active ? 'text-violet-900' : 'text-slate-400'}>
        {active && list.order === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}

/**
 * The one list of the console: a search box, a table whose sortable columns say how they are sorted
 * (aria-sort), and Previous and Next through the API's keyset pages.
 */
export function AdminList<Item, Sort extends string>({ caption, searchLabel, list, columns, rowKey, result, filters }: AdminListProps<Item, Sort>) {
  const { data, error, isFetching } = result;
  const nextCursor = data?.nextCursor ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-sm">
          <TextField label={searchLabel} type="search" value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
        </div>
        {filters}
      </div>
      {error !== undefined && !isFetching ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{m.loadFailed}</p>
          <p>{operatorFailureText(error)}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={() => void result.refetch()}>
            {m.retry}
          </button>
        </div>
      ) : !data ? (
        <Loading />
      ) : (
        // On a phone the table scrolls sideways: a named, focusable region, so the keyboard can scroll it too.
        <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-violet-700" aria-busy={isFetching}>
          <table className="min-w-full divide-y divide-slate-200 bg-white text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className="px-3 py-2 whitespace-nowrap"
                    aria-sort={column.sort && list.sort === column.sort ? (list.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sort ? <SortButton label={column.label} column={column.sort} list={list} /> : column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                    {m.empty}
                  </td>
                </tr>
              ) : (
                data.items.map((item) => (
                  <tr key={rowKey(item)}>
                    {columns.map((column) => (
                      <td key={column.label} className="px-3 py-2 align-top">
                        {column.cell(item)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={m.paging} className="flex gap-2">
        <button type="button" className={buttonClasses('secondary')} disabled={!list.hasPrevious} onClick={list.previous}>
          {m.previous}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={nextCursor === null}
          onClick={() => nextCursor !== null && list.next(nextCursor)}
        >
          {m.next}
        </button>
      </nav>
    </div>
  );
}
