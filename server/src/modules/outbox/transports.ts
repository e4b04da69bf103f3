import nodemailer from 'nodemailer';
import type { OutboxChannel, OutboxMessage } from './outbox.table.ts';

/** Delivers one message over one channel; throws on failure so the dispatcher can retry. */
export interface MessageTransport {
  deliver(message: OutboxMessage): Promise<{ providerMessageId: string | null }>;
}

export type Transports = Partial<Record<OutboxChannel, MessageTransport>>;

export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      const info = await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body_text,
        ...(message.body_html ? { html: message.body_html } : {}),
      });
      return { providerMessageId: info.messageId ?? null };
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
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${body.message ?? 'no message'}`);
      return { providerMessageId: body.sid ?? null };
    },
  };
}
