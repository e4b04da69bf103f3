import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { type DispatcherOptions, LEASE_SECONDS, createOutboxDispatcher, retryDelaySeconds } from './outbox.dispatcher.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import type { OutboxMessage } from './outbox.table.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.test-helper.ts';
import { type MessageTransport, PermanentDeliveryError, TRANSPORT_TIMEOUTS_MS, createSmtpTransport } from './transports.ts';

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

  describe('enqueue', () => {
    it('adds a message once per idempotency key', async () => {
      const message = { channel: 'sms' as const, to: '+447700900123', text: 'Your code', idempotencyKey: 'send-1' };
      const first = await createOutboxRepository(t.db).enqueue(message);
      const second = await createOutboxRepository(t.db).enqueue(message);
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: first.id, created: false });
      expect(await t.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(1);
    });

    it('stores nothing when the transaction that caused the message rolls back', async () => {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await createOutboxRepository(trx).enqueue({ channel: 'email', to: 'a@b.example', subject: 'Hi', text: 'Hello' });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await t.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(0);
    });
  });

  describe('dispatcher', () => {
    it('keeps messages of a channel without transport as held', async () => {
      const { id } = await createOutboxRepository(t.db).enqueue({ channel: 'email', to: 'a@b.example', subject: 'Code', text: '123456' });
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
      const { id } = await createOutboxRepository(t.db).enqueue({ channel: 'sms', to: '+447700900123', text: 'Your voucher' });
      await createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { sms: transport }, log: silent }).dispatchDue();
      expect(delivered.map((message) => message.body_text)).toEqual(['Your voucher']);
      const row = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', provider_message_id: 'SM123', attempts: 1 });
    });

    it('schedules a retry after a failure and gives up after the last attempt', async () => {
      const failing: MessageTransport = { deliver: async () => Promise.reject(new Error('SMTP down')) };
      const { id } = await createOutboxRepository(t.db).enqueue({ channel: 'email', to: 'a@b.example', text: 'x' });
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

    it('gives up at once on a permanent refusal and records its code', async () => {
      const refusing: MessageTransport = { deliver: async () => Promise.reject(new PermanentDeliveryError('Twilio answered 400 (error 21211): invalid To', 21211)) };
      const { id } = await createOutboxRepository(t.db).enqueue({ channel: 'sms', to: '+447700900125', text: 'x' });
      await createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { sms: refusing }, log: silent }).dispatchDue();
      const row = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 1, delivery_error_code: 21211, last_error: 'Twilio answered 400 (error 21211): invalid To' });
      expect(row.failed_at).not.toBeNull();
    });

    it('never hands one message to two dispatchers running side by side', async () => {
      for (let index = 0; index < 10; index += 1) {
        await createOutboxRepository(t.db).enqueue({ channel: 'sms', to: `+4477009001${String(index).padStart(2, '0')}`, text: `m${index}` });
      }
      const deliveries: string[] = [];
      const transport: MessageTransport = {
        deliver: async (message) => {
          deliveries.push(message.id);
          return { providerMessageId: null };
        },
      };
      const make = () => createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { sms: transport }, log: silent, concurrency: 4 });
      const [a, b] = [make(), make()];
      while ((await Promise.all([a.dispatchDue(), b.dispatchDue()])).some((count) => count > 0));
      expect(deliveries).toHaveLength(10);
      expect(new Set(deliveries).size).toBe(10);
    });

    it('counts a send that outlives its deadline as failed and schedules it again', async () => {
      const hung: MessageTransport = { deliver: () => new Promise(() => {}) };
      const { id } = await createOutboxRepository(t.db).enqueue({ channel: 'sms', to: '+447700900124', text: 'x' });
      const dispatcher = createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { sms: hung }, log: silent, sendDeadlineMs: 100 });
      await dispatcher.dispatchDue();
      const row = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer from the transport within 100 ms' });
    });

    it('backs off exponentially up to an hour', () => {
      expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
    });
  });
});

describe('outbox over SMTP', () => {
  let t: TestDatabase;
  let sink: SmtpSink;
  const FROM = 'Venue Pass <no-reply@venuepass.example>';
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());
  beforeEach(async () => {
    await sql`truncate outbox_messages`.execute(t.db);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    sink.release();
    await sink.close();
  });

  const row = (id: string) => t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const email = (to: string) => createOutboxRepository(t.db).enqueue({ channel: 'email', to, subject: 'Your code', text: `Hello ${to}` });
  const dispatcher = (log: DispatcherOptions['log'] = silent) =>
    createOutboxDispatcher({ outbox: createOutboxRepository(t.db), transports: { email: createSmtpTransport(sink.url, FROM) }, log });
  const until = async (condition: () => Promise<boolean> | boolean, ms = 8000) => {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('sends each message with a Message-ID fixed by its outbox id, the same when it is sent again', async () => {
    const { id } = await email('ada@example.com');
    await dispatcher().dispatchDue();
    await t.db.updateTable('outbox_messages').set({ status: 'pending', next_attempt_at: new Date(Date.now() - 1000) }).execute();
    await dispatcher().dispatchDue();
    expect(sink.received.map((mail) => mail.messageId)).toEqual([`<${id}@venuepass.example>`, `<${id}@venuepass.example>`]);
    expect((await row(id)).provider_message_id).toBe(`<${id}@venuepass.example>`);
  });

  it('sends the header fields stored with a message, such as List-Unsubscribe', async () => {
    const headers = { 'List-Unsubscribe': '<https://venuepass.example/unsubscribe/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await createOutboxRepository(t.db).enqueue({ channel: 'email', to: 'ada@example.com', subject: 'News', text: 'Hello', headers });
    await dispatcher().dispatchDue();
    expect(sink.received[0]?.raw).toMatch(/^List-Unsubscribe: <https:\/\/venuepass\.example\/unsubscribe\/abc>\r$/m);
    expect(sink.received[0]?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it('keeps delivering other messages while one send stalls', async () => {
    sink.stallRecipient('slow@example.com');
    const slow = await email('slow@example.com');
    const quick = await Promise.all(['a@example.com', 'b@example.com', 'c@example.com'].map(email));
    const running = dispatcher();
    running.start(50);
    try {
      await until(async () => (await Promise.all(quick.map(({ id }) => row(id)))).every((each) => each.status === 'sent'));
      expect(sink.isStalled()).toBe(true);
      expect((await row(slow.id)).status).toBe('pending');
      sink.release();
      await until(async () => (await row(slow.id)).status === 'sent');
    } finally {
      await running.stop();
    }
    expect(sink.received.map((mail) => mail.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'slow@example.com']);
  });

  it('does not mark a message sent by a dispatcher whose lease another has taken over', async () => {
    const warnings: unknown[] = [];
    const log = { ...silent, warn: (entry: unknown) => void warnings.push(entry) };
    sink.stallRecipient('late@example.com');
    const { id } = await email('late@example.com');

    // A claims the message and hangs inside the send; its lease runs out and B sends it again.
    const first = dispatcher(log).dispatchDue();
    await until(() => sink.isStalled());
    await t.db.updateTable('outbox_messages').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    await dispatcher(log).dispatchDue();
    const sentByB = await row(id);
    expect(sentByB).toMatchObject({ status: 'sent', attempts: 2 });

    sink.release();
    await first;
    expect((await row(id)).sent_at).toEqual(sentByB.sent_at);
    expect(warnings).toEqual([expect.objectContaining({ outboxMessageId: id })]);
    // Both copies carry one Message-ID, so the receiving side can drop the second.
    expect(new Set(sink.received.map((mail) => mail.messageId))).toEqual(new Set([`<${id}@venuepass.example>`]));
  });

  it('gives up on a server that accepts the connection but never greets, within the transport timeout', async () => {
    const sockets: Socket[] = [];
    const mute: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const { port } = mute.address() as AddressInfo;
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM, { timeoutsMs: { connection: 500, greeting: 500, socket: 500 } });
      const started = Date.now();
      await expect(transport.deliver({ id: 'mute-1', recipient: 'a@example.com', subject: 'x', body_text: 'x', body_html: null } as OutboxMessage)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  }, 10_000);

  it('sets every transport timeout well inside the lease, so a slow send never outlives its claim', () => {
    const longest = TRANSPORT_TIMEOUTS_MS.connection + TRANSPORT_TIMEOUTS_MS.greeting + TRANSPORT_TIMEOUTS_MS.socket;
    expect(longest).toBeLessThan(LEASE_SECONDS * 1000);
    expect(TRANSPORT_TIMEOUTS_MS.request).toBeLessThan(LEASE_SECONDS * 1000);
  });
});
