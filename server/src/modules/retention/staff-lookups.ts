import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Deletes up to `batchSize` staff card look-ups older than `olderThanDays` and says how many. */
export async function deleteOldStaffLookups(db: Executor, { olderThanDays, batchSize }: { olderThanDays: number; batchSize: number }): Promise<number> {
  const result = await db
    .deleteFrom('staff_lookups')
    .where('id', 'in', (query) =>
      query
        .selectFrom('staff_lookups')
        .select('id')
        .where('looked_up_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
