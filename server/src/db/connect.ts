import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { rememberNotificationSource } from './change-notifications.ts';
import { tracingEnabled } from '../telemetry/tracing-enabled.ts';
import { watchLocalWrites } from './local-writes.ts';
import { PreparingClient } from './prepared-statements.ts';
import { recordQuerySpan } from './query-spans.ts';
import type { Database } from './database.ts';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests hand in a clone of a migrated template). */
  pglite?: PGlite | undefined;
  /** Errors of pooled connections (a restarted database server); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
}

// DATE columns stay ISO strings: a birthday has no time zone, and a JS Date would shift it.
// BIGINT (counts) become numbers: none of ours comes near 2^53.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** The same type parsing for PGlite; pass it to every PGlite the app or its tests open. */
export const pgliteOptions = {
  parsers: {
    [pg.types.builtins.DATE]: (value: string) => value,
    [pg.types.builtins.INT8]: (value: string) => Number.parseInt(value, 10),
  },
};

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The PostgreSQL pool behind a database opened by connectDatabase (none for the embedded one), for its metrics. */
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

export async function connectDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  // Only when traces are exported: Kysely then times every statement for its span.
  const queryLog = tracingEnabled() ? { log: recordQuerySpan } : {};
  if (options.databaseUrl) {
    // A database that does not answer fails a request after 5 s (503) instead of holding it forever.
    // Its clients send the statements executePrepared marks as prepared ones (ADR 097).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000, Client: PreparingClient });
    const onError = options.onPoolError ?? ((error: Error) => console.error('database connection failed', error));
    pool.on('error', onError);
    // The pool listens for errors of idle connections only. A connection checked out (inside a
    // transaction, between two statements) when its backend goes away would emit an 'error' nobody
    // hears, which ends the process; with this listener its next query fails and is answered 503.
    pool.on('connect', (client) => client.on('error', onError));
    const { dialect, writes } = watchLocalWrites(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect, ...queryLog });
    rememberNotificationSource(db, { databaseUrl: options.databaseUrl }, writes);
    pools.set(db, pool);
    return db;
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    pglite = await PGlite.create(options.dataDir, pgliteOptions);
  }
  const { dialect, writes } = watchLocalWrites(new PGliteDialect({ pglite }));
  const db = new Kysely<Database>({ dialect, ...queryLog });
  rememberNotificationSource(db, { pglite }, writes);
  return db;
}
