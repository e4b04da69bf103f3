import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { createPromotion, dramaPhone } from '../vouchers/test-factories.ts';
import { startMetricsServer } from './metrics-server.ts';

let t: TestApp;
let server: Server;
let metricsUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
  server = await startMetricsServer({ registry: t.app.metrics.registry, port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}
/** The value of one series, or undefined when the scrape does not have it. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('are served on their own port only: the public port has no /metrics', async () => {
    await scrape();
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.body).not.toContain('http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('times requests by route pattern, method and status, made-up paths under one label', async () => {
    const before = valueOf(await scrape(), 'http_request_duration_seconds_count{route="/api/vouchers/:publicId",method="GET",status="404"}') ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/vouchers/AAAAAAAAAAAAAAAAAAAAAA' });
    await t.app.inject({ method: 'GET', url: '/api/vouchers/BBBBBBBBBBBBBBBBBBBBBB' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-1' });
    const text = await scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count{route="/api/vouchers/:publicId",method="GET",status="404"}')).toBe(before + 2);
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('no-such-route-1');
  });

  it('count cache hits and misses of the visitor venue list', async () => {
    const series = (outcome: string) => `venue_pass_cache_lookups_total{cache="public_venues",outcome="${outcome}"}`;
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/api/venues' });
    await t.app.inject({ method: 'GET', url: '/api/venues' });
    const after = await scrape();
    const looked = (valueOf(after, series('hit')) ?? 0) + (valueOf(after, series('miss')) ?? 0);
    expect(looked - ((valueOf(before, series('hit')) ?? 0) + (valueOf(before, series('miss')) ?? 0))).toBe(2);
    expect(valueOf(after, series('hit'))).toBeGreaterThanOrEqual(1);
  });

  it('count a voucher sent once, not again when its request is replayed', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const series = 'venue_pass_vouchers_sent_total{by="visitor"}';
    const before = valueOf(await scrape(), series) ?? 0;
    const body = { phoneNumber: dramaPhone().typed, id: promotion.publicId };
    const headers = { 'idempotency-key': 'metrics-test-key-1' };
    expect((await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: body, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: body, headers })).statusCode).toBe(200);
    expect(valueOf(await scrape(), series)).toBe(before + 1);
  });

  it("show the outbox's waiting messages and the age of the oldest, per channel, from the database", async () => {
    await t.database.db.deleteFrom('outbox_messages').execute();
    const outbox = createOutboxRepository(t.database.db);
    await outbox.enqueue({ channel: 'email', to: 'someone@example.org', subject: 'Hello', text: 'Hello' });
    await outbox.enqueue({ channel: 'email', to: 'other@example.org', subject: 'Hello', text: 'Hello' });
    await sql`update outbox_messages set created_at = now() - interval '600 seconds'`.execute(t.database.db);
    const text = await scrape();
    expect(valueOf(text, 'venue_pass_outbox_backlog{channel="email",status="pending"}')).toBe(2);
    expect(valueOf(text, 'venue_pass_outbox_oldest_pending_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(599);
    expect(text).not.toContain('venue_pass_outbox_backlog{channel="sms"');
  });

  it.runIf(process.env['TEST_DATABASE_URL'])('show the PostgreSQL pool of the instance', async () => {
    const text = await scrape();
    const state = (name: string) => valueOf(text, `venue_pass_db_pool_connections{state="${name}"}`);
    // The scrape's own backlog queries use the pool: it has connections open, and may have queries waiting.
    expect(state('in_use')! + state('idle')!).toBeGreaterThanOrEqual(1);
    expect(state('waiting')).toBeGreaterThanOrEqual(0);
  });
});
