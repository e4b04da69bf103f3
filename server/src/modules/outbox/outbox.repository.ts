import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OutboxChannel, OutboxMessage } from './outbox.table.ts';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  /** An e-mail address, or a phone number in E.164 for sms and whatsapp. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
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

    /** Schedules another attempt, or gives up when `retryInSeconds` is null; false once the lease is lost, as for markSent. */
    async markFailed(claimed: ClaimedMessage, error: string, retryInSeconds: number | null): Promise<boolean> {
      const result = await db
        .updateTable('outbox_messages')
        .set(
          retryInSeconds === null
            ? { status: 'failed', last_error: error }
            : { last_error: error, next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds})` },
        )
        .where('id', '=', claimed.id)
        .where('attempts', '=', claimed.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async listRecent(limit: number): Promise<OutboxMessage[]> {
      return db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
