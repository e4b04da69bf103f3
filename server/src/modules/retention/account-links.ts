import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Deletes up to `batchSize` password links (invitations, resets) past their expiry, used or not, and says
 * how many: once expired they can never open anything, and each names an account.
 */
export async function deleteExpiredAccountLinks(db: Executor, batchSize: number): Promise<number> {
  const result = await db
    .deleteFrom('account_action_tokens')
    .where('token_hash', 'in', (query) =>
      query.selectFrom('account_action_tokens').select('token_hash').where('expires_at', '<', sql<Date>`now()`).limit(batchSize).forUpdate().skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
