import { VoucherPromotionSchema, VoucherSendResultSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { INVALID_PHONE_NUMBER, countryNotAllowedMessage } from '../public-sends/phone-number.ts';
import { promoCodeMessages } from '../promo-codes/messages.ts';
import { voucherMessages } from './messages.ts';
import { createPromotion, dramaPhone, outboxFor } from './test-factories.ts';

// Generous limits: the limits themselves are tested in send-limits.routes.test.ts.
const LIMITS = { SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000', SEND_LIMIT_PHONE_PER_DAY: '50' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(LIMITS);
});
afterAll(() => t.close());

function send(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/vouchers/send', payload: body as object, headers });
}
function verify(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/vouchers/verify', payload: body as object });
}
function codeFrom(text: string): string {
  return /code for .+ is (\d{6})\./.exec(text)![1]!;
}

describe('GET /api/vouchers/:publicId', () => {
  it('returns name, isAvailable and requireVerification of a running promotion', async () => {
    const promotion = await createPromotion(t.database.db, { name: 'Half-price pizza', requireVerification: false });
    const response = await t.app.inject({ method: 'GET', url: `/api/vouchers/${promotion.publicId}` });
    expect(response.statusCode).toBe(200);
    expect(VoucherPromotionSchema.parse(response.json())).toEqual({ name: 'Half-price pizza', isAvailable: true, requireVerification: false });
  });

  it('reports an ended promotion and a used-up pool as not available', async () => {
    const ended = await createPromotion(t.database.db, { endsAt: new Date(Date.now() - 1000) });
    const empty = await createPromotion(t.database.db, { capacity: 0 });
    for (const promotion of [ended, empty]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/vouchers/${promotion.publicId}` });
      expect(response.json().isAvailable).toBe(false);
    }
  });

  it('answers 404 with the lookup message for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/vouchers/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(voucherMessages.promotionNotFound);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/vouchers/1' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/vouchers/send', () => {
  it('sends the voucher by WhatsApp at once when no verification is required', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false, name: 'Free dessert' });
    const phone = dramaPhone();
    const response = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    expect(response.statusCode).toBe(200);
    const result = VoucherSendResultSchema.parse(response.json());
    expect(result).toMatchObject({ voucherSent: true, verificationSent: false });

    const code = await t.database.db.selectFrom('promo_codes').selectAll().where('phone_number', '=', phone.e164).executeTakeFirstOrThrow();
    expect(code).toMatchObject({ status: 'issued', promotion_id: promotion.id });
    const messages = await outboxFor(t.database.db, phone.e164);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'whatsapp' });
    expect(messages[0]!.body_text).toContain(`http://localhost:8080/q/${code.id}`);
    expect(messages[0]!.body_text).toContain('Free dessert');
    const pool = await t.database.db.selectFrom('promo_code_pools').select('issued').where('id', '=', promotion.poolId).executeTakeFirstOrThrow();
    expect(pool.issued).toBe(1);
  });

  it("names the venue once in the voucher text when the promotion's title already names it", async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const title = `Welcome drink at ${promotion.venueName}`;
    await t.database.db.updateTable('promotions').set({ name: title }).where('id', '=', promotion.id).execute();
    const phone = dramaPhone();
    expect((await send({ phoneNumber: phone.typed, id: promotion.publicId })).statusCode).toBe(200);

    const [message] = await outboxFor(t.database.db, phone.e164);
    expect(message!.body_text).toContain(`voucher for ${title}: `);
    expect(message!.body_text.split(promotion.venueName!)).toHaveLength(2);
  });

  it('tells the caller nothing that leads to a voucher sent straight to the phone', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const phone = dramaPhone();
    const response = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    expect(response.statusCode).toBe(200);
    const code = await t.database.db.selectFrom('promo_codes').selectAll().where('phone_number', '=', phone.e164).executeTakeFirstOrThrow();
    expect(JSON.stringify(response.json())).not.toContain(code.id);
    expect(JSON.stringify(response.json())).not.toContain(code.code);
    expect(response.json().id).toBe('');
  });

  it('sends a 6-digit code by SMS, stored only as a scrypt hash, when verification is required', async () => {
    const promotion = await createPromotion(t.database.db);
    const phone = dramaPhone();
    const response = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    expect(response.json()).toMatchObject({ verificationSent: true, voucherSent: false });
    const [message] = await outboxFor(t.database.db, phone.e164);
    expect(message!.channel).toBe('sms');
    const code = codeFrom(message!.body_text);
    const row = await t.database.db.selectFrom('promo_codes').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending_verification');
    expect(row.verification_hash).not.toContain(code);
    expect(row.verification_hash).toMatch(/^scrypt\$/);
  });

  it('answers 412 with the spec message to a number that already has the voucher, sending nothing', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const phone = dramaPhone();
    expect((await send({ phoneNumber: phone.typed, id: promotion.publicId })).statusCode).toBe(200);
    // The same number written differently is the same number.
    const again = await send({ phoneNumber: phone.e164, id: promotion.publicId });
    expect(again.statusCode).toBe(412);
    expect(again.json().message).toBe(promoCodeMessages.alreadyReceived);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
  });

  it('gives exactly one voucher to N parallel sends for one number', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const phone = dramaPhone();
    const responses = await Promise.all(Array.from({ length: 8 }, () => send({ phoneNumber: phone.typed, id: promotion.publicId })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
    const codes = await t.database.db.selectFrom('promo_codes').select('id').where('promotion_id', '=', promotion.id).execute();
    expect(codes).toHaveLength(1);
    const pool = await t.database.db.selectFrom('promo_code_pools').select('issued').where('id', '=', promotion.poolId).executeTakeFirstOrThrow();
    expect(pool.issued).toBe(1);
  });

  it('does not send a second code when the send is repeated straight away', async () => {
    const promotion = await createPromotion(t.database.db);
    const phone = dramaPhone();
    const first = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    const second = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    expect(second.json()).toEqual(first.json());
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses the key for another request', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const phone = dramaPhone();
    const headers = { 'idempotency-key': 'retry-abc-123' };
    const first = await send({ phoneNumber: phone.typed, id: promotion.publicId }, headers);
    const retried = await send({ phoneNumber: phone.typed, id: promotion.publicId }, headers);
    expect(first.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);

    const other = await send({ phoneNumber: dramaPhone().typed, id: promotion.publicId }, headers);
    expect(other.statusCode).toBe(422);
  });

  it('stores neither the number nor the client key of an idempotent request', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false });
    const phone = dramaPhone();
    const clientKey = `stored-key-${phone.e164.slice(-3)}`;
    expect((await send({ phoneNumber: phone.typed, id: promotion.publicId }, { 'idempotency-key': clientKey })).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('idempotent_requests').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(phone.e164.slice(1));
    expect(stored).not.toContain(phone.typed.replace(/\s/g, '').slice(1));
    expect(stored).not.toContain(clientKey);
  });

  it('answers 400 for a number that is not a phone number, and stores nothing', async () => {
    const promotion = await createPromotion(t.database.db);
    const response = await send({ phoneNumber: '0123456789', id: promotion.publicId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_PHONE_NUMBER);
    const codes = await t.database.db.selectFrom('promo_codes').select('id').where('promotion_id', '=', promotion.id).execute();
    expect(codes).toHaveLength(0);
  });

  it('refuses destinations outside the allowed countries with 400', async () => {
    const promotion = await createPromotion(t.database.db);
    const response = await send({ phoneNumber: '+33 6 12 34 56 78', id: promotion.publicId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(countryNotAllowedMessage(['GB']));
    expect(await outboxFor(t.database.db, '+33612345678')).toHaveLength(0);
  });

  it('answers 400 for a short number or a missing id, before anything else', async () => {
    expect((await send({ phoneNumber: '0770090', id: 'AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(400);
    expect((await send({ phoneNumber: '07700900001' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown promotion and 410 for an ended one', async () => {
    const unknown = await send({ phoneNumber: dramaPhone().typed, id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    const ended = await createPromotion(t.database.db, { endsAt: new Date(Date.now() - 1000), requireVerification: false });
    const response = await send({ phoneNumber: dramaPhone().typed, id: ended.publicId });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(promoCodeMessages.offerEnded);
  });

  it('never hands out more codes than the pool holds', async () => {
    const promotion = await createPromotion(t.database.db, { requireVerification: false, capacity: 2 });
    const responses = await Promise.all(Array.from({ length: 4 }, () => send({ phoneNumber: dramaPhone().typed, id: promotion.publicId })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 410, 410]);
  });
});

describe('POST /api/vouchers/verify', () => {
  async function startVerification() {
    const promotion = await createPromotion(t.database.db, { name: 'Free cake' });
    const phone = dramaPhone();
    const sent = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    const [message] = await outboxFor(t.database.db, phone.e164);
    return { promotion, phone, id: sent.json().id as string, code: codeFrom(message!.body_text) };
  }

  it('sends the voucher by WhatsApp after the right code, once', async () => {
    const { phone, id, code } = await startVerification();
    const response = await verify({ verificationCode: code, id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verificationSent: false, voucherSent: true, id });
    const again = await verify({ verificationCode: code, id });
    expect(again.statusCode).toBe(200);
    const messages = await outboxFor(t.database.db, phone.e164);
    expect(messages.map((message) => message.channel)).toEqual(['sms', 'whatsapp']);
    expect(messages[1]!.body_text).toContain(`/q/${id}`);
    const row = await t.database.db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'issued', verification_hash: null });
  });

  it('answers 400 for a wrong code and counts the attempt', async () => {
    const { id, code } = await startVerification();
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await verify({ verificationCode: wrong, id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(voucherMessages.wrongCode);
    const row = await t.database.db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending_verification', verification_attempts: 1 });
  });

  it('stops accepting even the right code after the allowed wrong attempts', async () => {
    const { id, code } = await startVerification();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify({ verificationCode: wrong, id })).statusCode).toBe(400);
    const locked = await verify({ verificationCode: code, id });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json().message).toBe(voucherMessages.tooManyAttempts);
  });

  it('answers 410 for an expired code', async () => {
    const { id, code } = await startVerification();
    await t.database.db.updateTable('promo_codes').set({ verification_expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    const response = await verify({ verificationCode: code, id });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(voucherMessages.codeExpired);
  });

  it('answers 404 for an unknown id and 400 for a code that is not 6 characters', async () => {
    const unknown = await verify({ verificationCode: '123456', id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(voucherMessages.voucherNotFound);
    expect((await verify({ verificationCode: '12345', id: 'AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(400);
  });

  it('sends a fresh code after the resend interval and accepts only the new one', async () => {
    const { promotion, phone, id, code: first } = await startVerification();
    await t.database.db.updateTable('promo_codes').set({ verification_sent_at: new Date(Date.now() - 120_000) }).where('id', '=', id).execute();
    const resent = await send({ phoneNumber: phone.typed, id: promotion.publicId });
    expect(resent.json().id).toBe(id);
    const messages = await outboxFor(t.database.db, phone.e164);
    expect(messages).toHaveLength(2);
    const second = codeFrom(messages[1]!.body_text);
    if (first !== second) expect((await verify({ verificationCode: first, id })).statusCode).toBe(400);
    expect((await verify({ verificationCode: second, id })).statusCode).toBe(200);
  });
});
