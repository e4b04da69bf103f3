import { sql } from 'kysely';
import type { AdminDeliveryProblem, AdminDeliveryProblemListQuery, AdminPage } from '@venue-pass/contracts';
import type { Executor } from '../../../db/database.ts';
import type { OutboxMessage } from '../../outbox/outbox.table.ts';
import { deliveryFailureReason } from '../../twilio/twilio-errors.ts';
import { keysetPage } from '../keyset-page.ts';
import { containsPattern } from '../like-pattern.ts';

/**
 * Enough of an address or number for an operator to recognise it (a member reading theirs out on the
 * phone), not to contact it: +447700900123 shows as +44•••••••123, ada@example.com as a•••@example.com.
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}•••${recipient.slice(at)}`;
  if (recipient.length <= 6) return '•'.repeat(recipient.length);
  return `${recipient.slice(0, 3)}${'•'.repeat(recipient.length - 6)}${recipient.slice(-3)}`;
}

function toDeliveryProblem(row: Pick<OutboxMessage, 'id' | 'channel' | 'recipient' | 'kind' | 'delivery_error_code' | 'last_error' | 'failed_at'>): AdminDeliveryProblem {
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    kind: row.kind,
    reason: deliveryFailureReason(row.delivery_error_code, row.last_error),
    errorCode: row.delivery_error_code,
    failedAt: row.failed_at!.toISOString(),
  };
}

/** The console's "Delivery problems": messages given up by the dispatcher or reported undelivered by the provider. */
export function createAdminDeliveriesRepository(db: Executor) {
  return {
    async list(query: AdminDeliveryProblemListQuery): Promise<AdminPage<AdminDeliveryProblem>> {
      let select = db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'kind', 'delivery_error_code', 'last_error', 'failed_at'])
        .where('failed_at', 'is not', null);
      if (query.channel) select = select.where('channel', '=', query.channel);
      if (query.q) select = select.where(sql<boolean>`lower(recipient) like ${containsPattern(query.q)}`);
      const page = await keysetPage(
        select,
        { sort: { sql: sql`outbox_messages.failed_at`, type: 'timestamptz' }, id: { sql: sql`outbox_messages.id`, type: 'uuid' } },
        query,
      );
      return { items: page.items.map(toDeliveryProblem), nextCursor: page.nextCursor };
    },
  };
}
export type AdminDeliveriesRepository = ReturnType<typeof createAdminDeliveriesRepository>;
