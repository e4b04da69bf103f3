import { PromoterLinkSchema, PromoterSendResultSchema } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { promoCodeMessages } from '../promo-codes/messages.ts';
import { PROMOTER_QUOTA_REACHED } from '../public-sends/send-limits.ts';
import { createPromoter, createPromotion, dramaPhone, outboxFor } from '../vouchers/test-factories.ts';
import { promoterMessages } from './messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
});
afterAll(() => t.close());

function promoterSend(uniqueCode: string, phoneNumber: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/promoters/${uniqueCode}/send?phoneNumber=${encodeURIComponent(phoneNumber)}`,
    headers,
  });
}

function sendsOf(promoterId: number) {
  return t.database.db.selectFrom('promoter_sends').selectAll().where('promoter_id', '=', promoterId).orderBy('id').execute();
}

describe('GET /api/promoters/:uniqueCode', () => {
  it('returns the voucher name and whether the link is valid', async () => {
    const promotion = await createPromotion(t.database.db, { name: 'Free entry' });
    const active = await createPromoter(t.database.db, promotion.id);
    const retired = await createPromoter(t.database.db, promotion.id, { isActive: false });
    const response = await t.app.inject({ method: 'GET', url: `/api/promoters/${active.uniqueCode}` });
    expect(PromoterLinkSchema.parse(response.json())).toEqual({ voucherName: 'Free entry', isValid: true });
    const old = await t.app.inject({ method: 'GET', url: `/api/promoters/${retired.uniqueCode}` });
    expect(old.json()).toEqual({ voucherName: 'Free entry', isValid: false });
  });

  it('is not valid once its promotion has ended', async () => {
    const promotion = await createPromotion(t.database.db, { endsAt: new Date(Date.now() - 1000) });
    const promoter = await createPromoter(t.database.db, promotion.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/promoters/${promoter.uniqueCode}` });
    expect(response.json().isValid).toBe(false);
  });

  it('answers 404 with the not-found message for an unknown code and 400 for a malformed one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/promoters/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(promoterMessages.notFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/promoters/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/promoters/:uniqueCode/send', () => {
  it('sends the voucher by WhatsApp without verification and records the send', async () => {
    const promotion = await createPromotion(t.database.db, { name: 'Free entry' });
    const promoter = await createPromoter(t.database.db, promotion.id);
    const phone = dramaPhone();
    const response = await promoterSend(promoter.uniqueCode, phone.typed);
    expect(response.statusCode).toBe(200);
    expect(PromoterSendResultSchema.parse(response.json())).toEqual({ voucherSent: true, message: promoterMessages.sent });
    const [message] = await outboxFor(t.database.db, phone.e164);
    expect(message).toMatchObject({ channel: 'whatsapp' });
    const [record] = await sendsOf(promoter.id);
    expect(record).toMatchObject({ phone_number: phone.e164, outcome: 'sent' });
    const code = await t.database.db.selectFrom('promo_codes').selectAll().where('id', '=', record!.promo_code_id!).executeTakeFirstOrThrow();
    expect(code).toMatchObject({ status: 'issued', promoter_id: promoter.id });
  });

  it('answers 412 with a message for a number that already has the voucher, and records it', async () => {
    const promotion = await createPromotion(t.database.db);
    const promoter = await createPromoter(t.database.db, promotion.id);
    const phone = dramaPhone();
    await promoterSend(promoter.uniqueCode, phone.typed);
    const again = await promoterSend(promoter.uniqueCode, phone.typed);
    expect(again.statusCode).toBe(412);
    expect(again.json().message).toBe(promoCodeMessages.alreadyReceived);
    expect((await sendsOf(promoter.id)).map((send) => send.outcome)).toEqual(['sent', 'already_received']);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
  });

  it("stops at the promoter's daily quota with 429 and Retry-After", async () => {
    const promotion = await createPromotion(t.database.db);
    const promoter = await createPromoter(t.database.db, promotion.id, { dailyQuota: 2 });
    expect((await promoterSend(promoter.uniqueCode, dramaPhone().typed)).statusCode).toBe(200);
    expect((await promoterSend(promoter.uniqueCode, dramaPhone().typed)).statusCode).toBe(200);
    const third = await promoterSend(promoter.uniqueCode, dramaPhone().typed);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json().message).toBe(PROMOTER_QUOTA_REACHED);
    expect((await sendsOf(promoter.id)).map((send) => send.outcome)).toEqual(['sent', 'sent', 'quota_exceeded']);
  });

  it('answers 410 for a retired promoter and 404 for an unknown one', async () => {
    const promotion = await createPromotion(t.database.db);
    const retired = await createPromoter(t.database.db, promotion.id, { isActive: false });
    const response = await promoterSend(retired.uniqueCode, dramaPhone().typed);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(promoterMessages.noLongerValid);
    expect((await promoterSend('AAAAAAAAAAAAAAAAAAAAAA', dramaPhone().typed)).statusCode).toBe(404);
  });

  it('answers 400 for an invalid or foreign number and records it without the number', async () => {
    const promotion = await createPromotion(t.database.db);
    const promoter = await createPromoter(t.database.db, promotion.id);
    expect((await promoterSend(promoter.uniqueCode, '0123456789')).statusCode).toBe(400);
    expect((await promoterSend(promoter.uniqueCode, '+33612345678')).statusCode).toBe(400);
    expect((await promoterSend(promoter.uniqueCode, '0770')).statusCode).toBe(400);
    const records = await sendsOf(promoter.id);
    expect(records.map((send) => [send.outcome, send.phone_number])).toEqual([
      ['invalid_number', null],
      ['country_not_allowed', null],
    ]);
  });

  it('replays a retried request with the same Idempotency-Key without sending again', async () => {
    const promotion = await createPromotion(t.database.db);
    const promoter = await createPromoter(t.database.db, promotion.id);
    const phone = dramaPhone();
    const headers = { 'idempotency-key': 'promoter-retry-1' };
    expect((await promoterSend(promoter.uniqueCode, phone.typed, headers)).statusCode).toBe(200);
    expect((await promoterSend(promoter.uniqueCode, phone.typed, headers)).statusCode).toBe(200);
    expect(await outboxFor(t.database.db, phone.e164)).toHaveLength(1);
  });
});
