import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Deletes up to `batchSize` contact-form messages an operator marked handled more than `olderThanDays`
 * ago and says how many. A message nobody has handled stays until someone does.
 */
export async function deleteHandledContactMessages(db: Executor, { olderThanDays, batchSize }: { olderThanDays: number; batchSize: number }): Promise<number> {
  const result = await db
    .deleteFrom('contact_form_submissions')
    .where('id', 'in', (query) =>
      query
        .selectFrom('contact_form_submissions')
        .select('id')
        .where('handled_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
