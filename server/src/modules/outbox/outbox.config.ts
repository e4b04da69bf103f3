import type { AppConfig, Env } from '../../config/env.ts';
import type { OutboxChannel } from './outbox.table.ts';
import { type Transports, createSmtpTransport, createTwilioTransport } from './transports.ts';

const CHANNELS: readonly OutboxChannel[] = ['email', 'sms', 'whatsapp'];

/** The transports the environment configures; a channel left out keeps its messages in the local outbox. */
export function transportsFromEnv(env: Env): Transports {
  const transports: Transports = {};
  if (env.SMTP_URL) transports.email = createSmtpTransport(env.SMTP_URL, env.MAIL_FROM);
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN) {
    const account = { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN };
    if (env.TWILIO_SMS_FROM) transports.sms = createTwilioTransport({ ...account, from: env.TWILIO_SMS_FROM, channel: 'sms' });
    if (env.TWILIO_WHATSAPP_FROM) {
      transports.whatsapp = createTwilioTransport({ ...account, from: env.TWILIO_WHATSAPP_FROM, channel: 'whatsapp' });
    }
  }
  return transports;
}

/** Channels whose messages stay queued in the database because no transport delivers them. */
export function undeliveredChannels(transports: Transports): OutboxChannel[] {
  return CHANNELS.filter((channel) => !transports[channel]);
}

/**
 * The local outbox page shows members' codes and links to whoever opens it, so by default it exists only
 * where nobody else can reach the server (a loopback PUBLIC_URL) and nothing is really sent.
 */
export function devOutboxEnabled(config: AppConfig): boolean {
  const { env } = config;
  return env.DEV_OUTBOX ?? (config.isLoopback && !env.SMTP_URL && !env.TWILIO_ACCOUNT_SID);
}
