import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_LIMITS, ContactFormMessages } from '@venue-pass/contracts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { TOO_MANY_REQUESTS } from '../rate-limits/rate-limit-counters.ts';

const TEAM = 'team@venues.test.example';
const valid = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you have offers for groups of ten?' };

describe('POST /api/contact-form', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_FORM_TO: TEAM, CONTACT_FORM_LIMIT_PER_10_MINUTES: '3' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('contact_form_submissions').execute();
    await t.database.db.deleteFrom('outbox_messages').execute();
  });

  // A new client address per request keeps these tests clear of the rate limit, which has its own test.
  const submit = (payload: unknown, remoteAddress = `192.0.2.${(ip += 1)}`) =>
    t.app.inject({ method: 'POST', url: '/api/contact-form', payload: payload as object, remoteAddress });

  const stored = () => t.database.db.selectFrom('contact_form_submissions').selectAll().execute();
  const outbox = () => t.database.db.selectFrom('outbox_messages').selectAll().execute();

  it('stores the submission and queues an e-mail of it to the team', async () => {
    const response = await submit({ ...valid, name: '  Grace Hopper ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    expect(await stored()).toEqual([expect.objectContaining({ id, ...valid })]);
    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: TEAM, subject: 'Contact form: Grace Hopper', idempotency_key: `contact-form:${id}` });
    expect(messages[0]!.body_text).toContain('E-mail: grace@example.com');
    expect(messages[0]!.body_text).toContain(valid.message);
  });

  it('keeps line breaks, tabs and emoji sequences in the message', async () => {
    const message = 'Hello,\r\n\tgroups of ten?\n👩‍👩‍👧 thanks';
    expect((await submit({ ...valid, message })).statusCode).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ message })]);
  });

  it('shows the queued e-mail in the local outbox', async () => {
    await submit(valid);
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.json()).toEqual([expect.objectContaining({ channel: 'email', to: TEAM, subject: 'Contact form: Grace Hopper' })]);
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }, 'name', ContactFormMessages.nameRequired],
    ['a blank name', { ...valid, name: '   ' }, 'name', ContactFormMessages.nameRequired],
    ['a missing e-mail', { ...valid, email: '' }, 'email', ContactFormMessages.emailRequired],
    ['a malformed e-mail', { ...valid, email: 'grace@' }, 'email', ContactFormMessages.emailInvalid],
    ['a missing message', { ...valid, message: undefined }, 'message', ContactFormMessages.messageRequired],
    ['a name that is not text', { ...valid, name: 42 }, 'name', ContactFormMessages.nameRequired],
    ['an over-long name', { ...valid, name: 'n'.repeat(CONTACT_FORM_LIMITS.name + 1) }, 'name', ContactFormMessages.nameTooLong],
    ['an over-long e-mail', { ...valid, email: `${'e'.repeat(250)}@x.io` }, 'email', ContactFormMessages.emailTooLong],
    ['an over-long message', { ...valid, message: 'm'.repeat(CONTACT_FORM_LIMITS.message + 1) }, 'message', ContactFormMessages.messageTooLong],
    ['a NUL byte in the name', { ...valid, name: 'Grace\u0000' }, 'name', ContactFormMessages.nameInvalidCharacters],
    ['a NUL byte in the message', { ...valid, message: 'Hello\u0000' }, 'message', ContactFormMessages.messageInvalidCharacters],
    ['a NUL byte in the e-mail', { ...valid, email: 'grace@example.com\u0000' }, 'email', ContactFormMessages.emailInvalid],
    ['a line break in the name, which would reach the e-mail subject', { ...valid, name: 'Grace\r\nBcc: everyone@example.com' }, 'name', ContactFormMessages.nameInvalidCharacters],
    ['a C1 control in the message', { ...valid, message: 'Hello \u0085 there' }, 'message', ContactFormMessages.messageInvalidCharacters],
    ['a right-to-left override in the message', { ...valid, message: 'Pay \u202E0001\u202C now' }, 'message', ContactFormMessages.messageInvalidCharacters],
    ['a zero-width-only name', { ...valid, name: '\u200B\u200B' }, 'name', ContactFormMessages.nameRequired],
  ])('rejects %s with 400 naming the field, storing and sending nothing', async (_label, payload, field, message) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('rejects a plain-text body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-form',
      payload: 'name=Grace',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: '198.51.100.200',
    });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('answers 429 once one address has sent the allowed number in 10 minutes, without storing more', async () => {
    const address = '203.0.113.9';
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await submit(valid, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await submit(valid, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_REQUESTS);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await stored()).toHaveLength(3);
    expect(await outbox()).toHaveLength(3);

    expect((await submit(valid, '203.0.113.10')).statusCode).toBe(201);
  });
});
