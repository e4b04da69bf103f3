import type { ColumnType, Generated, Selectable } from 'kysely';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
/** pending: to deliver; held: kept locally because no transport is configured for its channel. */
export type OutboxStatus = 'pending' | 'sent' | 'held' | 'failed';

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  idempotency_key: string | null;
  /** Extra e-mail header fields by name (List-Unsubscribe on marketing mail), or null. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: ColumnType<Date, never, never>;
  sent_at: Date | null;
  /** When retention emptied the message (recipient, subject, bodies, error), keeping its channel, status and times (ADR 065). */
  purged_at: ColumnType<Date | null, never, Date | null>;
}
export type OutboxMessage = Selectable<OutboxMessagesTable>;
