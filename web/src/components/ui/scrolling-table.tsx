import type { ReactNode } from 'react';

export interface ScrollingTableRow {
  key: string | number;
  cells: readonly ReactNode[];
}

export interface ScrollingTableProps {
  /** The table's caption, for screen readers (the page shows it as a heading of its own). */
  caption: string;
  /** The name of the region the table scrolls in. */
  label: string;
  head: readonly string[];
  rows: readonly ScrollingTableRow[];
  /** A long table (a row a day, an hour): at most 20rem high, scrolling under a sticky head. */
  long?: boolean;
}

/**
 * A read-only table that scrolls in a box of its own (sideways on a phone, and down when long): a named,
 * focusable region, so keyboard users can reach it to scroll.
 */
export function ScrollingTable({ caption, label, head, rows, long = false }: ScrollingTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-violet-700 ${long ? 'max-h-80' : ''}`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            {head.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, column) => (
                <td key={head[column] ?? column} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
