import { describe, expect, it, vi } from 'vitest';
import { deriveConfig, parseEnv } from './config/env.ts';
import type { MessageTransport } from './modules/outbox/transports.ts';
import { reportUndeliveredMessages, startupBanner } from './startup-report.ts';
import { productionSecrets } from '../test/helpers/production-secrets.ts';

const transport: MessageTransport = { deliver: async () => ({ providerMessageId: null }) };
const secrets = await productionSecrets();
const configAt = (publicUrl: string, extra: Record<string, string> = {}) => deriveConfig(parseEnv({ ...secrets, PUBLIC_URL: publicUrl, ...extra }));

describe('startupBanner', () => {
  it('says in capitals that a public instance without transports queues messages instead of delivering them', () => {
    const lines = startupBanner({ config: configAt('https://venuepass.example'), transports: {}, database: 'PostgreSQL', demoAccounts: [] });
    expect(lines.join('\n')).toContain('WARNING: NO TRANSPORT FOR EMAIL, SMS, WHATSAPP: these messages are QUEUED, NOT DELIVERED.');
  });

  it('names only the channels that lack a transport', () => {
    const lines = startupBanner({ config: configAt('https://venuepass.example'), transports: { email: transport }, database: 'PostgreSQL', demoAccounts: [] });
    expect(lines.join('\n')).toContain('NO TRANSPORT FOR SMS, WHATSAPP:');
  });

  it('points a local run at the local outbox page', () => {
    const lines = startupBanner({ config: configAt('http://localhost:8080'), transports: {}, database: 'PGlite', demoAccounts: [] });
    expect(lines.join('\n')).toContain('kept in the local outbox, http://localhost:8080/dev/outbox');
    expect(lines.join('\n')).not.toContain('WARNING');
  });
});

describe('reportUndeliveredMessages', () => {
  it('logs an alert at error level for a public instance without transports', () => {
    const log = { error: vi.fn() };
    reportUndeliveredMessages(log, configAt('https://venuepass.example'), { email: transport });
    expect(log.error).toHaveBeenCalledWith({ alert: 'MESSAGES_NOT_DELIVERED', channels: ['sms', 'whatsapp'] }, expect.any(String));
  });

  it('stays quiet on a loopback address and when every channel has a transport', () => {
    const log = { error: vi.fn() };
    reportUndeliveredMessages(log, configAt('http://127.0.0.1:8080'), {});
    reportUndeliveredMessages(log, configAt('https://venuepass.example'), { email: transport, sms: transport, whatsapp: transport });
    expect(log.error).not.toHaveBeenCalled();
  });
});
