import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** What an emptied message's recipient reads; the address or number is gone. */
export const PURGED_RECIPIENT = 'purged';

/** The personal part of a message: who it went to and what it said (codes, links, names, also as template variables and header fields), and an error that may quote the address. */
const EMPTIED = {
  recipient: PURGED_RECIPIENT,
  subject: null,
  body_text: '',
  body_html: null,
  headers: null,
  template_variables: null,
  last_error: null,
  purged_at: sql<Date>`now()`,
};

/**
 * Empties up to `batchSize` messages queued more than `olderThanDays` ago that are no longer waiting to
 * be sent (sent, failed for good, or held for want of a transport), and says how many. Their channel,
 * status, attempts, times and the provider's message id stay: the reports, the metrics and an operator
 * tracing a delivery with the provider need nothing else.
 */
export async function emptyOldMessages(db: Executor, { olderThanDays, batchSize }: { olderThanDays: number; batchSize: number }): Promise<number> {
  const result = await db
    .updateTable('outbox_messages')
    .set(EMPTIED)
    .where('id', 'in', (query) =>
      query
        .selectFrom('outbox_messages')
        .select('id')
        .where('purged_at', 'is', null)
        .where('created_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
        .where('status', '!=', 'pending')
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Empties every message to these addresses or numbers that is not waiting to be sent, whatever its age. */
export async function emptyMessagesTo(db: Executor, recipients: readonly string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  const result = await db
    .updateTable('outbox_messages')
    .set(EMPTIED)
    .where('recipient', 'in', recipients)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
