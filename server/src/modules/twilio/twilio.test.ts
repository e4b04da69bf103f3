import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminDeliveryProblemPageSchema } from '@venue-pass/contracts';
import { asAdmin, databaseDigest, expectOperatorsOnly } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { parseEnv } from '../../config/env.ts';
import { createOutboxDispatcher } from '../outbox/outbox.dispatcher.ts';
import { transportsFromConfig } from '../outbox/outbox.config.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { createPromoter, createPromotion, dramaPhone, outboxFor } from '../vouchers/test-factories.ts';
import { type TwilioApi, startTwilioApi } from './twilio-api.test-helper.ts';
import { TWILIO_ERROR_REASONS } from './twilio-errors.ts';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.ts';
import { twilioStatusMessages } from './twilio-status.routes.ts';

const ACCOUNT = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'test-auth-token' };
const PUBLIC_URL = 'https://venuepass.test.example';
const TEMPLATE = `HX${'a'.repeat(32)}`;
const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
  TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
  TWILIO_SMS_FROM: '+447700900998',
  TWILIO_WHATSAPP_FROM: '+447700900999',
  TWILIO_WHATSAPP_TEMPLATE_VOUCHER: TEMPLATE,
};
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
let twilio: TwilioApi;
beforeAll(async () => {
  t = await buildTestApp({ ...TWILIO_ENV, PUBLIC_URL, SEND_LIMIT_IP_PER_HOUR: '1000', SEND_LIMIT_PREFIX_PER_HOUR: '1000' });
  twilio = await startTwilioApi(ACCOUNT);
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});
beforeEach(() => {
  twilio.requests.length = 0;
});

/** The dispatcher as server.ts sets it up from this configuration, sending to the local Twilio API at `apiUrl`. */
const dispatcher = (apiUrl = twilio.url) =>
  createOutboxDispatcher({
    outbox: createOutboxRepository(t.database.db),
    transports: transportsFromConfig({ env: parseEnv(TWILIO_ENV), publicUrl: PUBLIC_URL }, { twilioApiBaseUrl: apiUrl }),
    log: silent,
  });
const row = (id: string) => t.database.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Makes a message waiting for a retry due now, as time passing would. */
const makeDue = (id: string) => t.database.db.updateTable('outbox_messages').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();

/** Sends a voucher to a fresh number through a promoter's link, on the promotion's channel; returns its outbox message. */
async function voucherMessage(channel: 'sms' | 'whatsapp' = 'whatsapp') {
  const promotion = await createPromotion(t.database.db, { name: 'Free entry' });
  await t.database.db.updateTable('promotions').set({ channel }).where('id', '=', promotion.id).execute();
  const promoter = await createPromoter(t.database.db, promotion.id);
  const phone = dramaPhone();
  const response = await t.app.inject({ method: 'POST', url: `/api/promoters/${promoter.uniqueCode}/send?phoneNumber=${encodeURIComponent(phone.typed)}` });
  expect(response.statusCode).toBe(200);
  const [message] = await outboxFor(t.database.db, phone.e164);
  return { message: message!, phone, promotion };
}

/** Posts a status callback for a message as Twilio would, signed unless `signature` says otherwise. */
async function statusCallback(id: string, fields: { MessageSid: string; MessageStatus: string; ErrorCode?: string }, signature?: string) {
  const path = `/api/twilio/status/${id}`;
  const signed = twilio.signedCallback(`${PUBLIC_URL}${path}`, fields);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === '' ? {} : { 'x-twilio-signature': signature ?? signed.signature }) },
    payload: signed.payload,
  });
}

describe('Twilio signature', () => {
  it("matches Twilio's documented example", () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675310', Digits: '1234', From: '+14158675310', To: '+18005551212' };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(isTwilioSignatureValid('12345', url, params, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(true);
    expect(isTwilioSignatureValid('12345', url, { ...params, Digits: '1235' }, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(false);
    expect(isTwilioSignatureValid('12345', url, params, undefined)).toBe(false);
  });
});

describe('sending through Twilio', () => {
  it('sends a WhatsApp voucher as its approved template with numbered variables, and a status callback URL', async () => {
    const { message } = await voucherMessage('whatsapp');
    expect(message).toMatchObject({ channel: 'whatsapp', kind: 'voucher' });
    // The local outbox still shows the words a person reads.
    expect(message.body_text).toMatch(/^Here is your voucher for Free entry at Venue \d+: https:\/\/venuepass\.test\.example\/q\//);
    await dispatcher().dispatchDue();
    expect(twilio.requests).toHaveLength(1);
    const [sent] = twilio.requests;
    expect(sent!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`);
    expect(sent!.params).not.toHaveProperty('Body');
    expect(sent!.params).toMatchObject({
      From: 'whatsapp:+447700900999',
      To: `whatsapp:${message.recipient}`,
      ContentSid: TEMPLATE,
      StatusCallback: `${PUBLIC_URL}/api/twilio/status/${message.id}`,
    });
    const variables = JSON.parse(sent!.params.ContentVariables!) as Record<string, string>;
    expect(Object.keys(variables)).toEqual(['1', '2', '3', '4']);
    expect(variables['1']).toMatch(/^Free entry at Venue \d+$/);
    expect(variables['2']).toMatch(/^https:\/\/venuepass\.test\.example\/q\/[\w-]+$/);
    expect(message.body_text).toContain(`(code ${variables['3']}, valid until ${variables['4']})`);
    expect(await row(message.id)).toMatchObject({ status: 'sent', provider_message_id: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
  });

  it('sends SMS as free text with a status callback URL', async () => {
    const { message } = await voucherMessage('sms');
    await dispatcher().dispatchDue();
    const [sent] = twilio.requests;
    expect(sent!.params).toEqual({ From: '+447700900998', To: message.recipient, Body: message.body_text, StatusCallback: `${PUBLIC_URL}/api/twilio/status/${message.id}` });
  });

  it('gives up at once on a permanent refusal (21211, 63016, another 4xx) and shows it with its reason', async () => {
    const refusals = [
      { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." },
      { status: 400, code: 63016, message: 'Failed to send freeform message because you are outside the allowed window.' },
      { status: 400, code: 21620, message: 'Invalid media URL(s).' },
    ];
    for (const refusal of refusals) {
      twilio.refuseNext(refusal);
      const { message } = await voucherMessage();
      await dispatcher().dispatchDue();
      expect(await row(message.id)).toMatchObject({ status: 'failed', attempts: 1, delivery_error_code: refusal.code, failed_at: expect.any(Date) });
      await makeDue(message.id);
      expect(await dispatcher().dispatchDue()).toBe(0);
    }
    const page = AdminDeliveryProblemPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?sort=failedAt&order=desc&limit=3', headers: await asAdmin(t) })).json());
    expect(page.items.map((item) => item.reason)).toEqual([
      "Twilio answered 400 (error 21620): Invalid media URL(s). (Twilio error 21620)",
      `${TWILIO_ERROR_REASONS[63016]} (Twilio error 63016)`,
      `${TWILIO_ERROR_REASONS[21211]} (Twilio error 21211)`,
    ]);
    expect(page.items[0]).toMatchObject({ channel: 'whatsapp', kind: 'voucher', recipient: expect.stringMatching(/^\+44•+\d{3}$/) });
  });

  it('retries a transient refusal (503, 429) with backoff, then sends', async () => {
    twilio.refuseNext({ status: 503, code: 20500, message: 'Service unavailable' }, { status: 429, code: 20429, message: 'Too Many Requests' });
    const { message } = await voucherMessage();
    await dispatcher().dispatchDue();
    let stored = await row(message.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, failed_at: null, last_error: 'Twilio answered 503 (error 20500): Service unavailable' });
    expect(stored.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await makeDue(message.id);
    await dispatcher().dispatchDue();
    expect(await row(message.id)).toMatchObject({ status: 'pending', attempts: 2 });
    await makeDue(message.id);
    await dispatcher().dispatchDue();
    stored = await row(message.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 3, failed_at: null });
    expect(twilio.requests).toHaveLength(3);
  });

  it('retries when Twilio cannot be reached', async () => {
    const { message } = await voucherMessage();
    const unreachable = await startTwilioApi(ACCOUNT);
    await unreachable.close();
    await dispatcher(unreachable.url).dispatchDue();
    expect(await row(message.id)).toMatchObject({ status: 'pending', attempts: 1, failed_at: null });
  });
});

describe('POST /api/twilio/status/:id', () => {
  async function sentMessage() {
    const { message } = await voucherMessage();
    await dispatcher().dispatchDue();
    return row(message.id);
  }

  it('records signed callbacks and never moves a message back when they arrive out of order', async () => {
    const message = await sentMessage();
    const sid = message.provider_message_id!;
    for (const status of ['queued', 'delivered', 'sent']) {
      const response = await statusCallback(message.id, { MessageSid: sid, MessageStatus: status });
      expect(response.statusCode).toBe(204);
    }
    expect(await row(message.id)).toMatchObject({ delivery_status: 'delivered', delivery_error_code: null, failed_at: null });
    expect((await statusCallback(message.id, { MessageSid: sid, MessageStatus: 'read' })).statusCode).toBe(204);
    expect((await row(message.id)).delivery_status).toBe('read');
  });

  it('records an undelivered message with its error code and lists it among the delivery problems', async () => {
    const message = await sentMessage();
    const sid = message.provider_message_id!;
    await statusCallback(message.id, { MessageSid: sid, MessageStatus: 'sent' });
    expect((await statusCallback(message.id, { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30005' })).statusCode).toBe(204);
    // A late 'delivered' is no move forward from an outcome.
    await statusCallback(message.id, { MessageSid: sid, MessageStatus: 'delivered' });
    expect(await row(message.id)).toMatchObject({ status: 'sent', delivery_status: 'undelivered', delivery_error_code: 30005, failed_at: expect.any(Date) });
    const page = AdminDeliveryProblemPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?sort=failedAt&order=desc&limit=1', headers: await asAdmin(t) })).json());
    expect(page.items[0]).toMatchObject({ id: message.id, errorCode: 30005, reason: `${TWILIO_ERROR_REASONS[30005]} (Twilio error 30005)` });
  });

  it('refuses an unsigned, a badly signed or a replayed-elsewhere callback with 403 and writes nothing', async () => {
    const message = await sentMessage();
    const other = await sentMessage();
    const fields = { MessageSid: message.provider_message_id!, MessageStatus: 'failed', ErrorCode: '30003' };
    const before = await databaseDigest(t);
    const wrongToken = twilioSignature('another-token', `${PUBLIC_URL}/api/twilio/status/${message.id}`, { ...fields });
    const forOther = twilio.signedCallback(`${PUBLIC_URL}/api/twilio/status/${other.id}`, fields).signature;
    for (const signature of ['', 'not-a-signature', wrongToken, forOther]) {
      const response = await statusCallback(message.id, fields, signature);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: twilioStatusMessages.badSignature });
    }
    expect(await databaseDigest(t)).toBe(before);
  });

  it('is in the OpenAPI document as a form post answering 204, 403 and 404', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/twilio/status/{id}'].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '403', '404']));
  });

  it('answers 404 for a signed callback about no message, and 400 for an unknown status', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await statusCallback(missing, { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'sent' })).statusCode).toBe(404);
    const message = await sentMessage();
    expect((await statusCallback(message.id, { MessageSid: message.provider_message_id!, MessageStatus: 'teleported' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/deliveries', () => {
  it('is for operators only', async () => {
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/deliveries' });
  });

  it('filters by channel, finds a number, and pages by keyset', async () => {
    const failed = [];
    for (const channel of ['sms', 'sms', 'whatsapp'] as const) {
      twilio.refuseNext({ status: 400, code: 21614, message: 'not a mobile number' });
      const { message, phone } = await voucherMessage(channel);
      await dispatcher().dispatchDue();
      failed.push({ id: message.id, phone });
    }
    const list = async (query: string) =>
      AdminDeliveryProblemPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/admin/deliveries?${query}`, headers: await asAdmin(t) })).json());

    const found = await list(`q=${encodeURIComponent(failed[1]!.phone.e164)}`);
    expect(found.items.map((item) => item.id)).toEqual([failed[1]!.id]);
    expect(found.items[0]!.recipient).not.toContain(failed[1]!.phone.e164.slice(3, -3));

    const first = await list('channel=sms&sort=failedAt&order=desc&limit=1');
    expect(first.items.map((item) => item.id)).toEqual([failed[1]!.id]);
    const second = await list(`channel=sms&sort=failedAt&order=desc&limit=1&cursor=${first.nextCursor!}`);
    expect(second.items.map((item) => item.id)).toEqual([failed[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?channel=fax', headers: await asAdmin(t) })).statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('refuses to start with WhatsApp configured but a kind without its template, naming the variable', () => {
    const { TWILIO_WHATSAPP_TEMPLATE_VOUCHER: _template, ...withoutTemplate } = TWILIO_ENV;
    expect(() => parseEnv(withoutTemplate)).toThrow(/TWILIO_WHATSAPP_TEMPLATE_VOUCHER: required while TWILIO_WHATSAPP_FROM is set/);
    expect(() => parseEnv({ ...TWILIO_ENV, TWILIO_WHATSAPP_TEMPLATE_VOUCHER: 'HX123' })).toThrow(/TWILIO_WHATSAPP_TEMPLATE_VOUCHER: a Content SID/);
    expect(() => parseEnv({ ...withoutTemplate, TWILIO_WHATSAPP_FROM: undefined })).not.toThrow();
  });
});
