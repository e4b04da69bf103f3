import nodemailer from 'nodemailer';
import type { OutboxChannel, OutboxMessage } from './outbox.table.ts';

/**
 * Delivers one message over one channel; throws on failure so the dispatcher can retry, or throws a
 * PermanentDeliveryError when retrying cannot help.
 */
export interface MessageTransport {
  deliver(message: OutboxMessage): Promise<{ providerMessageId: string | null }>;
}

/** A refusal that no retry can change (an invalid number, a message the provider will never take): given up at once. */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
  constructor(
    message: string,
    /** The provider's code for the refusal, when it gave one. */
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

export type Transports = Partial<Record<OutboxChannel, MessageTransport>>;

/**
 * How long a transport waits before giving up, all well inside the dispatcher's lease (LEASE_SECONDS):
 * nodemailer's own defaults (2 minutes to connect, 10 of silence) outlast it, and a message whose send
 * outlives its lease is claimed and sent by a second instance.
 */
export const TRANSPORT_TIMEOUTS_MS = {
  /** SMTP: connecting, DNS lookup included. */
  connection: 10_000,
  /** SMTP: from connecting to the server's greeting. */
  greeting: 10_000,
  /** SMTP: silence on an open connection. */
  socket: 30_000,
  /** Twilio: the whole HTTP request. */
  request: 15_000,
} as const;

export interface SmtpTransportOptions {
  timeoutsMs?: Partial<Record<'connection' | 'greeting' | 'socket', number>>;
}

/** The domain of the sender's address, for Message-IDs; `Venue Pass <no-reply@venuepass.example>` gives venuepass.example. */
function senderDomain(from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1];
  if (!domain) throw new Error(`MAIL_FROM must hold an e-mail address: ${from}`);
  return domain;
}

export function createSmtpTransport(smtpUrl: string, from: string, { timeoutsMs = {} }: SmtpTransportOptions = {}): MessageTransport {
  const timeouts = { ...TRANSPORT_TIMEOUTS_MS, ...timeoutsMs };
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
  const domain = senderDomain(from);
  return {
    async deliver(message) {
      // Fixed by the outbox id, so a resend after a lost lease or a crash is recognisably the same
      // message to the relay and the recipient's mail system, which can drop the copy.
      const messageId = `<${message.id}@${domain}>`;
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body_text,
        ...(message.body_html ? { html: message.body_html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        messageId,
      });
      return { providerMessageId: messageId };
    },
  };
}
