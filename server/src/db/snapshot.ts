export interface Snapshot<T> {
  /** The loaded value, loading it when there is none (concurrent callers share one load). */
  get(): Promise<T>;
  /** Forgets the value; a load already under way is not kept, since it may have read the old rows. */
  invalidate(): void;
}

export interface SnapshotOptions<T> {
  load: () => Promise<T>;
  /** A value older than this is loaded again even without an invalidation (a missed notification). */
  ttlMs: number;
  now?: () => number;
}

/** One value read from the database and kept in memory until invalidated or `ttlMs` old. */
export function createSnapshot<T>({ load, ttlMs, now = Date.now }: SnapshotOptions<T>): Snapshot<T> {
  // An invalidation drops the load under way too: its callers still get it (they asked before the change
  // was known), later callers start a new one.
  let current: { value: Promise<T>; loadedAt: number } | undefined;

  function start(): Promise<T> {
    const entry = { loadedAt: now(), value: load() };
    current = entry;
    entry.value.catch(() => {
      if (current === entry) current = undefined;
    });
    return entry.value;
  }

  return {
    get() {
      if (current && now() - current.loadedAt < ttlMs) return current.value;
      return start();
    },
    invalidate() {
      current = undefined;
    },
  };
}
