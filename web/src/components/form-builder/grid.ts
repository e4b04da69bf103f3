import type { ColOffset, ColSpan } from './types.ts';

// Written out in full so Tailwind finds every class in the source.
const spanClasses: Record<ColSpan, string> = {
  1: 'sm:col-span-1',
  2: 'sm:col-span-2',
  3: 'sm:col-span-3',
  4: 'sm:col-span-4',
  5: 'sm:col-span-5',
  6: 'sm:col-span-6',
  full: 'col-span-full',
};

const offsetClasses: Record<ColOffset, string> = {
  1: 'sm:col-start-1',
  2: 'sm:col-start-2',
  3: 'sm:col-start-3',
  4: 'sm:col-start-4',
  5: 'sm:col-start-5',
  6: 'sm:col-start-6',
};

/** The form's grid: one column on small screens, six from `sm` up. */
export const GRID_CLASSES = 'grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-6';

/** Grid placement classes of a field. */
export function gridClasses(colSpan: ColSpan = 'full', colOffset?: ColOffset): string {
  return [spanClasses[colSpan], colOffset ? offsetClasses[colOffset] : ''].filter(Boolean).join(' ');
}
