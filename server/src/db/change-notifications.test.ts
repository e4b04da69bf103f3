import { type Server, type Socket, connect, createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listenForChanges } from './change-notifications.ts';
import { connectDatabase } from './connect.ts';

/**
 * A TCP relay to PostgreSQL whose open connections can be made to go silent, as a peer or a network that
 * drops packets does: nothing is closed and nothing arrives. Connections opened afterwards pass.
 */
async function silenceableRelay(target: URL): Promise<{ port: number; silence: () => void; close: () => Promise<void> }> {
  const open: Socket[][] = [];
  const server: Server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) socket.on('error', () => undefined);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    open.push([inbound, outbound]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    silence: () => {
      for (const [inbound, outbound] of open.splice(0)) {
        inbound!.unpipe(outbound!);
        outbound!.unpipe(inbound!);
        inbound!.pause();
        outbound!.pause();
      }
    },
    close: async () => {
      server.close();
      for (const socket of open.flat()) socket.destroy();
    },
  };
}

// PGlite's listener is in the process itself: nothing between them can go silent.
describe.runIf(process.env['TEST_DATABASE_URL'])('listening for changes on PostgreSQL', () => {
  it('takes a listening connection that stops answering as lost, listens again, and says that anything may have changed', async () => {
    const direct = new URL(process.env['TEST_DATABASE_URL']!);
    const relay = await silenceableRelay(direct);
    const through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(relay.port);
    const db = await connectDatabase({ databaseUrl: through.toString() });
    const notifier = new pg.Client({ connectionString: direct.toString() });
    await notifier.connect();
    const heard: string[] = [];
    const errors: Error[] = [];
    const subscription = await listenForChanges(db, {
      channel: 'silent_listener_test',
      onChange: (payload) => heard.push(payload ?? '(anything)'),
      onError: (error) => errors.push(error),
      heartbeatMs: 200,
      reconnectMs: 50,
    });
    try {
      await notifier.query(`notify silent_listener_test, 'before'`);
      await expect.poll(() => heard).toEqual(['before']);

      relay.silence();
      await notifier.query(`notify silent_listener_test, 'never heard'`);
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['before', '(anything)']);
      expect(errors.length).toBeGreaterThan(0);

      await notifier.query(`notify silent_listener_test, 'after'`);
      await expect.poll(() => heard).toEqual(['before', '(anything)', 'after']);
    } finally {
      await subscription.close();
      await notifier.end();
      await db.destroy();
      await relay.close();
    }
  });
});
