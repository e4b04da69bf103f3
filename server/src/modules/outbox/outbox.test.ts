import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { createOutboxDispatcher, retryDelaySeconds } from './outbox.dispatcher.ts';
import { createOutboxRepository, enqueueMessage } from './outbox.repository.ts';
import type { OutboxMessage } from './outbox.table.ts';
import { type MessageTransport, createTwilioTransport } from './transports.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('outbox', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());
  beforeEach(async () => {
    await sql`truncate outbox_messages`.execute(t.db);
  });

  const statusOf = async (id: string) =>
    (await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe('enqueueMessage', () => {
    it('adds a message once per idempotency key', async () => {
      const message = { channel: 'sms' as const, to: '+447700900123', text: 'Your code', idempotencyKey: 'send-1' };
      const first = await enqueueMessage(t.db, message);
      const second = await enqueueMessage(t.db, message);
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: first.id, created: false });
      expect(await t.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(1);
    });

    it('stores nothing when the transaction that caused the message rolls back', async () => {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await enqueueMessage(trx, { channel: 'email', to: 'a@b.example', subject: 'Hi', text: 'Hello' });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await t.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(0);
    });
  });

  describe('dispatcher', () => {
    it('keeps messages of a channel without transport as held', async () => {
      const { id } = await enqueueMessage(t.db, { channel: 'email', to: 'a@b.example', subject: 'Code', text: '123456' });
      const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: {}, log: silent });
      expect(await dispatcher.dispatchDue()).toBe(1);
      expect(await statusOf(id)).toBe('held');
      expect(await dispatcher.dispatchDue()).toBe(0);
    });

    it('delivers through the transport and records the provider id', async () => {
      const delivered: OutboxMessage[] = [];
      const transport: MessageTransport = {
        deliver: async (message) => {
          delivered.push(message);
          return { providerMessageId: 'SM123' };
        },
      };
      const { id } = await enqueueMessage(t.db, { channel: 'sms', to: '+447700900123', text: 'Your voucher' });
      await createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { sms: transport }, log: silent }).dispatchDue();
      expect(delivered.map((message) => message.body_text)).toEqual(['Your voucher']);
      const row = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', provider_message_id: 'SM123', attempts: 1 });
    });

    it('schedules a retry after a failure and gives up after the last attempt', async () => {
      const failing: MessageTransport = { deliver: async () => Promise.reject(new Error('SMTP down')) };
      const { id } = await enqueueMessage(t.db, { channel: 'email', to: 'a@b.example', text: 'x' });
      const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { email: failing }, log: silent, maxAttempts: 2 });

      await dispatcher.dispatchDue();
      let row = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP down' });
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

      await t.db.updateTable('outbox_messages').set({ next_attempt_at: new Date(Date.now() - 1000) }).execute();
      await dispatcher.dispatchDue();
      row = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    });

    it('never hands one message to two dispatchers running side by side', async () => {
      for (let index = 0; index < 10; index += 1) {
        await enqueueMessage(t.db, { channel: 'sms', to: `+4477009001${String(index).padStart(2, '0')}`, text: `m${index}` });
      }
      const deliveries: string[] = [];
      const transport: MessageTransport = {
        deliver: async (message) => {
          deliveries.push(message.id);
          return { providerMessageId: null };
        },
      };
      const make = () => createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { sms: transport }, log: silent, batchSize: 4 });
      const [a, b] = [make(), make()];
      while ((await Promise.all([a.dispatchDue(), b.dispatchDue()])).some((count) => count > 0));
      expect(deliveries).toHaveLength(10);
      expect(new Set(deliveries).size).toBe(10);
    });

    it('backs off exponentially up to an hour', () => {
      expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
    });
  });
});

describe('Twilio transport', () => {
  const message = { id: 'm1', recipient: '+447700900123', body_text: 'Your voucher: ABC' } as OutboxMessage;

  it('posts the message to the Messages API with basic auth and the WhatsApp prefix', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ sid: 'SM42' }), { status: 201 }));
    const transport = createTwilioTransport({ accountSid: 'AC1', authToken: 'secret', from: '+447700900999', channel: 'whatsapp', fetch });
    await expect(transport.deliver(message)).resolves.toEqual({ providerMessageId: 'SM42' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(new Headers(init.headers).get('authorization')).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      From: 'whatsapp:+447700900999',
      To: 'whatsapp:+447700900123',
      Body: 'Your voucher: ABC',
    });
  });

  it('throws with the provider message when Twilio refuses', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Invalid To number' }), { status: 400 }));
    const transport = createTwilioTransport({ accountSid: 'AC1', authToken: 'secret', from: '+447700900999', channel: 'sms', fetch });
    await expect(transport.deliver(message)).rejects.toThrow('Twilio answered 400: Invalid To number');
  });
});
