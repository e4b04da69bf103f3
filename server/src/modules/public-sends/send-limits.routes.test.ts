import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { deriveConfig, parseEnv } from '../../config/env.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../../test/helpers/tokens.ts';
import { createPromotion, dramaPhone, outboxFor } from '../vouchers/test-factories.ts';
import { TOO_MANY_REQUESTS } from '../rate-limits/rate-limit-counters.ts';
import { DAILY_CAP_REACHED } from './send-limits.ts';

let t: TestApp;
afterEach(() => t.close());

const base = {
  SEND_LIMIT_IP_PER_HOUR: '1000',
  SEND_LIMIT_PHONE_PER_DAY: '1000',
  SEND_LIMIT_PREFIX_PER_HOUR: '1000',
  SEND_LIMIT_PROMOTION_PER_HOUR: '1000',
  SEND_DAILY_CAP: '1000',
};

function sendFrom(app: TestApp['app'], ip: string, phoneNumber: string, id: string) {
  return app.inject({ method: 'POST', url: '/api/vouchers/send', remoteAddress: ip, payload: { phoneNumber, id } });
}

describe('public send limits', () => {
  it('limits sends per IP with 429 and Retry-After', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_IP_PER_HOUR: '2' });
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.1', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
    expect((await sendFrom(t.app, '203.0.113.1', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
    const third = dramaPhone();
    const limited = await sendFrom(t.app, '203.0.113.1', third.typed, promotion.publicId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_REQUESTS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await outboxFor(t.database.db, third.e164)).toHaveLength(0);
    expect((await sendFrom(t.app, '203.0.113.2', third.typed, promotion.publicId)).statusCode).toBe(200);
  });

  it('limits sends per phone number across promotions', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_PHONE_PER_DAY: '2' });
    const phone = dramaPhone();
    const promotions = await Promise.all([1, 2, 3].map(() => createPromotion(t.database.db, { requireVerification: false })));
    expect((await sendFrom(t.app, '203.0.113.1', phone.typed, promotions[0]!.publicId)).statusCode).toBe(200);
    expect((await sendFrom(t.app, '203.0.113.2', phone.typed, promotions[1]!.publicId)).statusCode).toBe(200);
    expect((await sendFrom(t.app, '203.0.113.3', phone.typed, promotions[2]!.publicId)).statusCode).toBe(429);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(2);
  });

  it('limits sends per number prefix, the pattern of SMS pumping', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_PREFIX_PER_HOUR: '3' });
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await sendFrom(t.app, `203.0.113.${index + 1}`, dramaPhone().typed, promotion.publicId)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits sends per promotion', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_PROMOTION_PER_HOUR: '1' });
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const other = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.1', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
    expect((await sendFrom(t.app, '203.0.113.2', dramaPhone().typed, promotion.publicId)).statusCode).toBe(429);
    expect((await sendFrom(t.app, '203.0.113.3', dramaPhone().typed, other.publicId)).statusCode).toBe(200);
  });

  it('stops all sending at the global daily cap, until the next UTC day', async () => {
    t = await buildTestApp({ ...base, SEND_DAILY_CAP: '2' });
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.1', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
    expect((await sendFrom(t.app, '203.0.113.2', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
    const capped = dramaPhone();
    const response = await sendFrom(t.app, '203.0.113.3', capped.typed, promotion.publicId);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(DAILY_CAP_REACHED);
    const secondsToMidnight = Math.ceil((Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000);
    expect(Math.abs(Number(response.headers['retry-after']) - secondsToMidnight)).toBeLessThanOrEqual(5);
    // The refused send left nothing behind: no message and no voucher for the number.
    expect(await outboxFor(t.database.db, capped.e164)).toHaveLength(0);
    const codes = await t.database.db.selectFrom('promo_codes').select('id').where('phone_number', '=', capped.e164).execute();
    expect(codes).toHaveLength(0);
  });

  it('holds limits across server instances that share the database', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_IP_PER_HOUR: '1' });
    const issuer = await createTestIssuer();
    const config = deriveConfig(
      parseEnv({ ...base, SEND_LIMIT_IP_PER_HOUR: '1', EMBEDDED_IDP: 'false', OIDC_ISSUER: TEST_ISSUER, API_AUDIENCE: TEST_AUDIENCE, WEB_DIST_DIR: '/nonexistent' }),
    );
    const second = await buildApp({ config, db: t.database.db, tokenKeys: issuer.keys });
    try {
      const promotion = await createPromotion(t.database.db, { requireVerification: false });
      expect((await sendFrom(t.app, '203.0.113.9', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
      expect((await sendFrom(second, '203.0.113.9', dramaPhone().typed, promotion.publicId)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
