import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { createPromotion, dramaPhone } from '../src/modules/vouchers/test-factories.ts';
import { type TestApp, buildTestApp } from './helpers/build-app.ts';

// The proxy in front of these tests is 10.0.0.5; it appends the address it saw to X-Forwarded-For.
const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.7';
let forged = 0;
/** What reaches the server: whatever the client wrote itself, then the proxy's own entry. */
const forwardedThroughProxy = () => ({ 'x-forwarded-for': `198.51.100.${(forged += 1) % 250}, ${CLIENT}` });

describe('TRUST_PROXY', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it.each([
    ['a hop count', '1'],
    ['the proxy address', PROXY],
    ['a CIDR range holding the proxy', '10.0.0.0/8'],
  ])('keeps the contact-form limit per client when it names %s and clients forge X-Forwarded-For', async (_what, trust) => {
    t = await buildTestApp({ TRUST_PROXY: trust, CONTACT_FORM_LIMIT_PER_10_MINUTES: '3' });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-form',
        remoteAddress: PROXY,
        headers: forwardedThroughProxy(),
        payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await post()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('keeps the public send limit per client IP', async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', SEND_LIMIT_IP_PER_HOUR: '2', SEND_LIMIT_PHONE_PER_DAY: '100', SEND_LIMIT_PREFIX_PER_HOUR: '100' });
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/vouchers/send',
        remoteAddress: PROXY,
        headers: forwardedThroughProxy(),
        payload: { phoneNumber: dramaPhone().typed, id: promotion.publicId },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-For entirely when unset', async () => {
    t = await buildTestApp({ CONTACT_FORM_LIMIT_PER_10_MINUTES: '1' });
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/contact-form', headers: forwardedThroughProxy(), payload: { name: 'Ada', email: 'ada@example.com', message: 'Hi' } });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
  });
});

describe('parseEnv TRUST_PROXY', () => {
  it('refuses true, which would believe client-written addresses', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust client-written X-Forwarded-For/);
  });

  it('refuses entries that are neither addresses nor ranges', () => {
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/40, proxy.example' })).toThrow(/bad: 10\.0\.0\.0\/40, proxy\.example/);
  });

  it('reads a hop count, an address list and nothing', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '2001:db8::/32', 'loopback']);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });
});
