import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import { devOutboxEnabled, undeliveredChannels } from './modules/outbox/outbox.config.ts';
import { walletsOff } from './modules/wallet/wallet-features.ts';
import type { Transports } from './modules/outbox/transports.ts';

export interface StartupFacts {
  config: AppConfig;
  transports: Transports;
  /** Where the data lives, as a person reads it. */
  database: string;
  /** Demo sign-ins to print, when the demo content was loaded. */
  demoAccounts: { label: string; email: string; password: string }[];
}

/**
 * The plain banner printed beside the JSON logs: the first thing a person running `npm start` reads.
 * A public instance that cannot deliver messages says so in capitals, because its members would
 * otherwise wait for codes that never come.
 */
export function startupBanner({ config, transports, database, demoAccounts }: StartupFacts): string[] {
  const lines = [`Venue Pass is running at ${config.publicUrl}`, `  database: ${database}`];
  const metrics = metricsAddress(config);
  if (metrics) lines.push(`  metrics: ${metrics}`);
  for (const account of demoAccounts) lines.push(`  ${account.label}: ${account.email} / ${account.password}`);
  for (const { wallet, missing } of walletsOff(config)) lines.push(`  ${wallet}: off, not offered to members (set ${missing.join(', ')} to offer it)`);
  const undelivered = undeliveredChannels(transports);
  if (undelivered.length > 0) {
    if (devOutboxEnabled(config)) {
      lines.push(`  messages (${undelivered.join(', ')}): kept in the local outbox, ${config.publicUrl}/dev/outbox`);
    } else if (!config.isLoopback) {
      lines.push(
        `  WARNING: NO TRANSPORT FOR ${undelivered.join(', ').toUpperCase()}: these messages are QUEUED, NOT DELIVERED.`,
        '  Set SMTP_URL and TWILIO_* (docs/CONFIGURATION.md).',
      );
    }
  }
  return lines;
}

function metricsAddress({ env, publicUrl }: AppConfig): string | null {
  if (env.METRICS_PORT === 'off') return null;
  if (env.METRICS_PORT === 'public') return `${publicUrl}/metrics`;
  const host = !env.METRICS_HOST || env.METRICS_HOST === '0.0.0.0' ? 'localhost' : env.METRICS_HOST;
  return `http://${host}:${env.METRICS_PORT}/metrics (internal port)`;
}

/** Logs once, at warn, each wallet this scheme does not offer for want of its credentials. */
export function reportFeaturesOff(log: Pick<FastifyBaseLogger, 'warn'>, config: AppConfig): void {
  for (const { wallet, missing } of walletsOff(config)) log.warn({ feature: wallet, missing }, `${wallet} is off: members are not offered it`);
}

/** Logs, at error level so monitoring sees it, that a public instance keeps messages it cannot deliver. */
export function reportUndeliveredMessages(log: Pick<FastifyBaseLogger, 'error'>, config: AppConfig, transports: Transports): void {
  const channels = undeliveredChannels(transports);
  if (channels.length === 0 || config.isLoopback) return;
  log.error({ alert: 'MESSAGES_NOT_DELIVERED', channels }, 'no transport configured: messages on these channels are queued, not delivered');
}
