import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * The writes this process commits, by table. A cache that the database's notifications invalidate
 * (ADR 038) hears of a change a moment after the commit, asynchronously; the request that made the change
 * may already have answered and its caller asked again. Hearing of our own commits here, synchronously,
 * before the writing request answers, is what makes a member's change visible in their very next request
 * on the instance that wrote it (ADR 046); the notifications still carry it to every other instance.
 */
export interface LocalWrites {
  /** Calls `listener` after each commit (or autocommitted statement) that wrote one of `tables`; returns the unsubscribe. */
  subscribe(tables: readonly string[], listener: () => void): () => void;
}

// The statements Kysely compiles (and the raw SQL we write) name the written table right after the verb.
// Reading it from the SQL text needs no help from each repository; a false match only costs a cache reload.
const WRITTEN_TABLE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
// Comments ahead of the verb (executePrepared's) do not make a statement a write.
const READ_ONLY = /^\s*(?:\/\*.*?\*\/\s*)*select\b/is;

export function writtenTables(sql: string): string[] {
  if (READ_ONLY.test(sql)) return [];
  return [...sql.matchAll(WRITTEN_TABLE)].map((match) => match[1]!.toLowerCase());
}

class WatchedConnection implements DatabaseConnection {
  /** Tables written since the transaction began; null outside a transaction. */
  pending: Set<string> | null = null;
  cancelQuery?: DatabaseConnection['cancelQuery'];
  collectSessionInfo?: DatabaseConnection['collectSessionInfo'];
  killSession?: DatabaseConnection['killSession'];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly committed: (tables: Iterable<string>) => void,
  ) {
    // Kysely calls these only where the dialect has them; the driver's connection keeps its own `this`.
    if (inner.cancelQuery) this.cancelQuery = inner.cancelQuery.bind(inner);
    if (inner.collectSessionInfo) this.collectSessionInfo = inner.collectSessionInfo.bind(inner);
    if (inner.killSession) this.killSession = inner.killSession.bind(inner);
  }

  async executeQuery<R>(query: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query, options);
    const tables = writtenTables(query.sql);
    if (tables.length > 0) {
      if (this.pending) for (const table of tables) this.pending.add(table);
      else this.committed(tables);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number, options?: Parameters<DatabaseConnection['streamQuery']>[2]) {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

class WatchedDriver implements Driver {
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly committed: (tables: Iterable<string>) => void,
  ) {
    type SavepointCall = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) => Promise<void>;
    const unwrap = (call: SavepointCall): SavepointCall => (connection, name, compile) =>
      call.call(inner, (connection as WatchedConnection).inner, name, compile);
    if (inner.savepoint) this.savepoint = unwrap(inner.savepoint);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = unwrap(inner.rollbackToSavepoint);
    if (inner.releaseSavepoint) this.releaseSavepoint = unwrap(inner.releaseSavepoint);
  }

  init(options?: Parameters<Driver['init']>[0]) {
    return this.inner.init(options);
  }

  async acquireConnection(options?: Parameters<Driver['acquireConnection']>[0]): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(options), this.committed);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    const written = watched.pending;
    watched.pending = null;
    await this.inner.commitTransaction(watched.inner);
    if (written && written.size > 0) this.committed(written);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    watched.pending = null;
    await this.inner.rollbackTransaction(watched.inner);
  }

  releaseConnection(connection: DatabaseConnection, options?: Parameters<Driver['releaseConnection']>[1]) {
    return this.inner.releaseConnection((connection as WatchedConnection).inner, options);
  }

  destroy(options?: Parameters<Driver['destroy']>[0]) {
    return this.inner.destroy(options);
  }
}

/** Wraps a dialect so that every commit through it reports the tables it wrote. */
export function watchLocalWrites(dialect: Dialect): { dialect: Dialect; writes: LocalWrites } {
  const listeners = new Set<{ tables: ReadonlySet<string>; listener: () => void }>();
  const committed = (tables: Iterable<string>) => {
    const written = [...tables];
    for (const entry of listeners) if (written.some((table) => entry.tables.has(table))) entry.listener();
  };
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new WatchedDriver(dialect.createDriver(), committed),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    writes: {
      subscribe(tables, listener) {
        const entry = { tables: new Set(tables), listener };
        listeners.add(entry);
        return () => listeners.delete(entry);
      },
    },
  };
}
