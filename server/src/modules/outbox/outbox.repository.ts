import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { type DeliveryStatus, type MessageKind, type OutboxChannel, type OutboxMessage } from './outbox.table.ts';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  /** An e-mail address, or a phone number in E.164 for sms and whatsapp. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** What the message is for; a WhatsApp message goes as the template of its kind. */
  kind?: MessageKind;
  /** The template's numbered variables in order, the values `text` shows a person. */
  templateVariables?: readonly string[];
  /**
   * Makes enqueueing idempotent: a second message with the same key is not added, so a retried
   * request never sends twice.
   */
  idempotencyKey?: string;
  /** Extra e-mail header fields, such as List-Unsubscribe; only the SMTP transport sends them. */
  headers?: Record<string, string>;
}

/** What a dispatcher holds of a message it claimed: the id and the attempt its claim counted. */
export type ClaimedMessage = Pick<OutboxMessage, 'id' | 'attempts'>;

/**
 * How far along a status is. Callbacks can arrive out of order (a late 'sent' after 'delivered'), and a
 * message only moves forward; the outcomes share a rank so one never overwrites another, except 'read'.
 */
export const DELIVERY_STATUS_RANK: Record<DeliveryStatus, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  canceled: 4,
  read: 5,
};
const rankOf = (column: ReturnType<typeof sql.ref>) =>
  sql<number>`case ${column} ${sql.join(
    Object.entries(DELIVERY_STATUS_RANK).map(([status, rank]) => sql`when ${status} then ${sql.lit(rank)}`),
    sql` `,
  )} else -1 end`;
const FAILED_DELIVERY: readonly DeliveryStatus[] = ['undelivered', 'failed'];

export function createOutboxRepository(db: Executor) {
  return {
    /**
     * Adds a message. Build the repository on the transaction of the change that causes the message, so
     * both are stored or neither is. Returns the message id and whether this call added it.
     */
    async enqueue(message: NewOutboxMessage): Promise<{ id: string; created: boolean }> {
      const inserted = await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          body_text: message.text,
          body_html: message.html ?? null,
          kind: message.kind ?? null,
          template_variables: message.templateVariables ? JSON.stringify(message.templateVariables) : null,
          idempotency_key: message.idempotencyKey ?? null,
          headers: message.headers ? JSON.stringify(message.headers) : null,
          last_error: null,
          provider_message_id: null,
          sent_at: null,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      const existing = await db
        .selectFrom('outbox_messages')
        .select('id')
        .where('idempotency_key', '=', message.idempotencyKey ?? null)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },

    /**
     * Takes up to `limit` due messages for delivery. SKIP LOCKED lets several server instances
     * dispatch side by side without taking the same message; the lease pushes next_attempt_at so a
     * message whose dispatcher died is retried later rather than lost.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
      return db
        .updateTable('outbox_messages')
        .set({
          attempts: sql`attempts + 1`,
          next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where('id', 'in', (query) =>
          query
            .selectFrom('outbox_messages')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('created_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
    },

    /**
     * Records a delivery, but only while the claim is still this dispatcher's: the attempt number the
     * claim set is its lease token, and a later claim (after the lease ran out) has a higher one.
     * Returns false when another dispatcher has taken the message over, whose outcome then stands.
     */
    async markSent(claimed: ClaimedMessage, providerMessageId: string | null): Promise<boolean> {
      const result = await db
        .updateTable('outbox_messages')
        .set({ status: 'sent', sent_at: sql`now()`, provider_message_id: providerMessageId, last_error: null })
        .where('id', '=', claimed.id)
        .where('attempts', '=', claimed.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markHeld(claimed: ClaimedMessage): Promise<void> {
      await db
        .updateTable('outbox_messages')
        .set({ status: 'held' })
        .where('id', '=', claimed.id)
        .where('attempts', '=', claimed.attempts)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * Schedules another attempt, or gives up when `retryInSeconds` is null; false once the lease is lost, as
     * for markSent. `errorCode` is the provider's code for the refusal, when it gave one.
     */
    async markFailed(claimed: ClaimedMessage, error: string, retryInSeconds: number | null, errorCode: number | null = null): Promise<boolean> {
      const result = await db
        .updateTable('outbox_messages')
        .set(
          retryInSeconds === null
            ? { status: 'failed', last_error: error, delivery_error_code: errorCode, failed_at: sql`now()` }
            : { last_error: error, delivery_error_code: errorCode, next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds})` },
        )
        .where('id', '=', claimed.id)
        .where('attempts', '=', claimed.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Records what a provider's status callback reports of a message, unless the message is already further
     * along. Returns false when no message has that id.
     */
    async recordDeliveryStatus(id: string, report: { providerMessageId: string; status: DeliveryStatus; errorCode: number | null }): Promise<boolean> {
      const failed = FAILED_DELIVERY.includes(report.status);
      const result = await db
        .updateTable('outbox_messages')
        .set({
          delivery_status: report.status,
          delivery_error_code: sql`coalesce(${report.errorCode}::integer, delivery_error_code)`,
          delivery_updated_at: sql`now()`,
          // The callback can outrun markSent, which records the id from the API's answer.
          provider_message_id: sql`coalesce(provider_message_id, ${report.providerMessageId})`,
          ...(failed ? { failed_at: sql`coalesce(failed_at, now())` } : {}),
        })
        .where('id', '=', id)
        .where(rankOf(sql.ref('delivery_status')), '<', DELIVERY_STATUS_RANK[report.status])
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) return true;
      return (await db.selectFrom('outbox_messages').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async listRecent(limit: number): Promise<OutboxMessage[]> {
      return db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
