import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { deriveConfig, parseEnv } from '../../config/env.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../../test/helpers/tokens.ts';
import { createPromotion, dramaPhone, outboxFor } from '../vouchers/test-factories.ts';
import { TOO_MANY_REQUESTS } from '../rate-limits/rate-limit-counters.ts';
import { PROOF_OF_WORK_HEADER } from '@venue-pass/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DAILY_CAP_REACHED, PROOF_OF_WORK_REQUIRED } from './send-limits.ts';

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

  it('counts what is sent, not what is asked: repeats that send nothing leave the number free for other promotions and sign-up', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_PHONE_PER_DAY: '2' });
    const phone = dramaPhone();
    const verified = await createPromotion(t.database.db, { requireVerification: true });
    // Five taps on one promotion send one code: the others fall inside the resend interval.
    for (let tap = 0; tap < 5; tap += 1) expect((await sendFrom(t.app, '203.0.113.20', phone.typed, verified.publicId)).statusCode).toBe(200);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
    const other = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.21', phone.typed, other.publicId)).statusCode).toBe(200);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(2);
  });

  it('does not count a refused send against the number: a voucher already received uses up nothing', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_PHONE_PER_DAY: '2' });
    const phone = dramaPhone();
    const first = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.22', phone.typed, first.publicId)).statusCode).toBe(200);
    for (let again = 0; again < 4; again += 1) expect((await sendFrom(t.app, '203.0.113.22', phone.typed, first.publicId)).statusCode).toBe(412);
    const second = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.23', phone.typed, second.publicId)).statusCode).toBe(200);
  });

  it('asks for a proof of work (428) past the per-IP threshold and sends once it is solved', async () => {
    t = await buildTestApp({ ...base, SEND_POW_AFTER_PER_IP: '1' });
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    expect((await sendFrom(t.app, '203.0.113.30', dramaPhone().typed, promotion.publicId)).statusCode).toBe(200);
    const phone = dramaPhone();
    const asked = await sendFrom(t.app, '203.0.113.30', phone.typed, promotion.publicId);
    expect(asked.statusCode).toBe(428);
    expect(asked.json().message).toBe(PROOF_OF_WORK_REQUIRED);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(0);

    const challenge = (await t.app.inject({ method: 'GET', url: '/api/proof-of-work' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const solved = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers/send',
      remoteAddress: '203.0.113.30',
      headers: { [PROOF_OF_WORK_HEADER]: proof },
      payload: { phoneNumber: phone.typed, id: promotion.publicId },
    });
    expect(solved.statusCode).toBe(200);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
  });

  it('applies the limits before saying a mobile number is registered, so a limited client learns nothing', async () => {
    t = await buildTestApp({ ...base, SEND_LIMIT_IP_PER_HOUR: '1' });
    const source = await t.database.db.insertInto('registration_sources').values({ name: 'Fair', code: 'fair-source-code-000001' }).returning('id').executeTakeFirstOrThrow();
    const registered = dramaPhone();
    await t.database.db.insertInto('members').values({ issuer: 'x', subject: 'registered', email: 'r@test.example', first_name: 'R', last_name: 'M', mobile_number: registered.e164, mobile_verified_at: new Date() }).execute();
    const signUp = (phoneNumber: string) =>
      t.app.inject({ method: 'POST', url: '/api/mobile-signup', remoteAddress: '203.0.113.40', payload: { mobileNumber: phoneNumber, registrationSourceId: source.id } });
    expect((await signUp(dramaPhone().typed)).statusCode).toBe(201);
    const statuses = [];
    for (let probe = 0; probe < 5; probe += 1) statuses.push((await signUp(registered.typed)).statusCode);
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
  });
});
