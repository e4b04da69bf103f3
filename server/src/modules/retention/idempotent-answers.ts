import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Deletes up to `batchSize` stored idempotent answers older than `olderThanHours` and says how many; a
 * request retried with the same key after that runs afresh. A claim whose request is still running is
 * locked by its transaction and skipped.
 */
export async function deleteOldIdempotentAnswers(db: Executor, { olderThanHours, batchSize }: { olderThanHours: number; batchSize: number }): Promise<number> {
  const result = await db
    .deleteFrom('idempotent_requests')
    .where('key', 'in', (query) =>
      query
        .selectFrom('idempotent_requests')
        .select('key')
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
