import nodemailer from 'nodemailer';
import type { OutboxChannel, OutboxMessage } from './outbox.table.ts';

/** Delivers one message over one channel; throws on failure so the dispatcher can retry. */
export interface MessageTransport {
  deliver(message: OutboxMessage): Promise<{ providerMessageId: string | null }>;
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

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** E.164 sender for SMS, or for WhatsApp the number registered with WhatsApp Business. */
  from: string;
  channel: 'sms' | 'whatsapp';
  /** Overridable for tests; defaults to Twilio's REST API. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
}

/** SMS and WhatsApp through Twilio's Messages REST API. */
export function createTwilioTransport(options: TwilioOptions): MessageTransport {
  const { accountSid, authToken, from, channel } = options;
  const send = options.fetch ?? fetch;
  const endpoint = `${options.apiBaseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const address = (number: string) => (channel === 'whatsapp' ? `whatsapp:${number}` : number);
  return {
    async deliver(message) {
      const response = await send(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ From: address(from), To: address(message.recipient), Body: message.body_text }),
        signal: AbortSignal.timeout(TRANSPORT_TIMEOUTS_MS.request),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${body.message ?? 'no message'}`);
      return { providerMessageId: body.sid ?? null };
    },
  };
}
