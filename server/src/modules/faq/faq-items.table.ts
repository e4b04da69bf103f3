import type { ColumnType, Generated } from 'kysely';

/** One question of the FAQ page, edited in the console. */
export interface FaqItemsTable {
  id: Generated<number>;
  /** Ascending order on the page; ties fall back to the id. */
  position: number;
  question: string;
  answer: string;
  /** Bumped by a trigger on every update (optimistic concurrency of the console). */
  version: ColumnType<number, never, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, never>;
}
