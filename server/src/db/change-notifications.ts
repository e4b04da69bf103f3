import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import type { LocalWrites } from './local-writes.ts';

/** Where a connection's notifications come from: its PGlite instance, or the PostgreSQL server behind its URL. */
export type NotificationSource = { pglite: PGlite } | { databaseUrl: string };

export interface ChangeSubscription {
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  /**
   * Called with the notification's payload for every notification; without one when anything may have
   * changed: after the listener reconnects (notifications may have been missed) and when this process
   * commits a write to one of `tables`.
   */
  onChange: (payload?: string) => void;
  /** The tables whose changes the channel announces; this process's own commits to them are reported at once. */
  tables?: readonly string[];
  /** A lost listening connection; it is reopened after `reconnectMs`. */
  onError?: (error: Error) => void;
  reconnectMs?: number;
  /**
   * How often a PostgreSQL listening connection is asked to answer, and how long it has to: one that does
   * not is taken as lost, though no error came (a peer or a network that went silent), and reopened.
   */
  heartbeatMs?: number;
}

/** A silent listening connection is noticed within twice this, which bounds how long a kept value can miss a change (ADR 094). */
export const LISTEN_HEARTBEAT_MS = 5_000;

// connectDatabase records here where each connection it opened gets its notifications from, so code that
// holds only the Kysely instance can listen without the rest of the app carrying the PGlite or the URL.
const sources = new WeakMap<Kysely<Database>, { source: NotificationSource; writes: LocalWrites }>();

export function rememberNotificationSource(db: Kysely<Database>, source: NotificationSource, writes: LocalWrites): void {
  sources.set(db, { source, writes });
}

/** LISTENs on `channel` of the database behind `db`, which connectDatabase must have opened. */
export async function listenForChanges(db: Kysely<Database>, options: ListenOptions): Promise<ChangeSubscription> {
  const known = sources.get(db);
  if (!known) throw new Error('This database was not opened by connectDatabase, so its notifications cannot be found.');
  const { source, writes } = known;
  const ownWrites = options.tables ? writes.subscribe(options.tables, () => options.onChange()) : () => undefined;
  if ('pglite' in source) {
    const unlisten = await source.pglite.listen(options.channel, (payload) => options.onChange(payload));
    return {
      close: async () => {
        ownWrites();
        await unlisten();
      },
    };
  }
  const subscription = await listenOnPostgres(source.databaseUrl, options);
  return {
    close: async () => {
      ownWrites();
      await subscription.close();
    },
  };
}

// A pooled connection cannot LISTEN (the pool hands it to other queries); this client is kept for it alone.
async function listenOnPostgres(
  connectionString: string,
  { channel, onChange, onError, reconnectMs = 1_000, heartbeatMs = LISTEN_HEARTBEAT_MS }: ListenOptions,
): Promise<ChangeSubscription> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function lost(which: pg.Client, error: Error): void {
    onError?.(error);
    void which.end().catch(() => undefined);
    if (client === which) reopenLater();
  }

  async function open(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: heartbeatMs, query_timeout: heartbeatMs });
    next.on('notification', (message) => {
      if (message.channel === channel) onChange(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  function reopenLater(): void {
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      open().then(() => onChange(), (error: Error) => {
        onError?.(error);
        reopenLater();
      });
    }, reconnectMs);
    retry.unref();
  }

  await open();
  // Notifications that never come look like nothing changing: the connection has to answer to be trusted.
  const heartbeat = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: Error) => lost(current, error));
  }, heartbeatMs);
  heartbeat.unref();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end();
    },
  };
}
