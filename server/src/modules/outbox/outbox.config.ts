import { type AppConfig, WHATSAPP_TEMPLATE_VARIABLES } from '../../config/env.ts';
import { createTwilioTransport } from '../twilio/twilio.transport.ts';
import { type OutboxChannel, WHATSAPP_TEMPLATE_KINDS } from './outbox.table.ts';
import { type Transports, createSmtpTransport } from './transports.ts';

const CHANNELS: readonly OutboxChannel[] = ['email', 'sms', 'whatsapp'];

/**
 * The transports the configuration sets up; a channel left out keeps its messages in the local outbox.
 * Tests point `twilioApiBaseUrl` at a local server that speaks Twilio's API.
 */
export function transportsFromConfig({ env, publicUrl }: Pick<AppConfig, 'env' | 'publicUrl'>, { twilioApiBaseUrl }: { twilioApiBaseUrl?: string } = {}): Transports {
  const transports: Transports = {};
  if (env.SMTP_URL) transports.email = createSmtpTransport(env.SMTP_URL, env.MAIL_FROM);
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN) {
    const account = { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, publicUrl, ...(twilioApiBaseUrl ? { apiBaseUrl: twilioApiBaseUrl } : {}) };
    if (env.TWILIO_SMS_FROM) transports.sms = createTwilioTransport({ ...account, from: env.TWILIO_SMS_FROM, channel: 'sms' });
    if (env.TWILIO_WHATSAPP_FROM) {
      const templates = Object.fromEntries(WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, env[WHATSAPP_TEMPLATE_VARIABLES[kind]]]));
      transports.whatsapp = createTwilioTransport({ ...account, from: env.TWILIO_WHATSAPP_FROM, channel: 'whatsapp', templates });
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
