import type { ReactNode } from 'react';
import { reportMessages as m } from './messages.ts';

export interface FiguresTableProps {
  /** The figures' title: the table's caption, and the name of the box it scrolls in. */
  title: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}

/**
 * A chart's figures as a table, for every reader: it scrolls in a box of its own under a sticky head, a
 * named and focusable region so keyboard users can reach it to scroll. The console's reports and a venue
 * manager's figures both show theirs so.
 */
export function FiguresTable({ title, head, rows }: FiguresTableProps) {
  return (
    <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={m.figuresOf(title)}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{title}</caption>
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
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column} className="px-3 py-1">
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
