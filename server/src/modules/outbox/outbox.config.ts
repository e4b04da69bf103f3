import type { Env } from '../../config/env.ts';
import { type Transports, createSmtpTransport, createTwilioTransport } from './transports.ts';

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

/** The local outbox page shows members' messages, so it is on only where nothing is really sent. */
export function devOutboxEnabled(env: Env): boolean {
  return env.DEV_OUTBOX ?? (!env.SMTP_URL && !env.TWILIO_ACCOUNT_SID);
}
