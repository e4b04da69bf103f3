import type { TwilioMessageStatus } from '@venue-pass/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
/** pending: to deliver; held: kept locally because no transport is configured for its channel. */
export type OutboxStatus = 'pending' | 'sent' | 'held' | 'failed';

/** What a message is for: picks its WhatsApp template and names it in the console. */
export const MESSAGE_KINDS = [
  'voucher',
  'voucher_verification',
  'mobile_signup_link',
  'member_code',
  'staff_invitation',
  'password_reset',
  'contact_form',
  'campaign',
  'weekly_digest',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The kinds that may go out on WhatsApp, each of which needs an approved template (TWILIO_WHATSAPP_TEMPLATE_<KIND>). */
export const WHATSAPP_TEMPLATE_KINDS = ['voucher'] as const satisfies readonly MessageKind[];
export type WhatsAppTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

/** A message's state as the provider's status callbacks report it. */
export type DeliveryStatus = TwilioMessageStatus;

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
  kind: MessageKind | null;
  /** The template's numbered variables in order ("1", "2", …), for the kinds WhatsApp sends by template. */
  template_variables: ColumnType<string[] | null, string | null, string | null>;
  delivery_status: DeliveryStatus | null;
  delivery_error_code: number | null;
  delivery_updated_at: Date | null;
  /** When the message was given up or reported failed: what the console's "Delivery problems" lists. */
  failed_at: Date | null;
}
export type OutboxMessage = Selectable<OutboxMessagesTable>;
