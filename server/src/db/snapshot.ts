import { LRUCache } from 'lru-cache';

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
  /** Told of every read: answered from memory (hit) or by a load (miss); the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
}

/** One value read from the database and kept in memory until invalidated or `ttlMs` old: a keyed snapshot of one key. */
export function createSnapshot<T>({ load, ttlMs, now, onLookup }: SnapshotOptions<T>): Snapshot<T> {
  const only = createKeyedSnapshots({ load: () => load(), ttlMs, max: 1, ...(now ? { now } : {}), ...(onLookup ? { onLookup } : {}) });
  return {
    get: () => only.get(''),
    invalidate: () => only.invalidateAll(),
  };
}

export interface KeyedSnapshots<V> {
  /** The value kept for `key`, loading it when there is none or it is out of date (concurrent callers share one load). */
  get(key: string): Promise<V>;
  /** Forgets one key's value; a load of it under way is not kept. */
  invalidate(key: string): void;
  /** Forgets every value and every load under way. */
  invalidateAll(): void;
  /** Where the invalidations stand: taken before reading a value outside `get`, for `keep`. */
  mark(): number;
  /**
   * Keeps a value read outside `get` (a statement that read it on the way to something else), unless a value
   * is kept for the key already or anything was invalidated after `mark`: the read may have seen the old rows.
   */
  keep(key: string, value: V, mark: number): void;
}

export interface KeyedSnapshotOptions<V> {
  load: (key: string) => Promise<V>;
  /** A value older than this is loaded again even without an invalidation (a missed notification). */
  ttlMs: number;
  /** The most keys kept; the least recently read go first. */
  max: number;
  /** When a loaded value stops being true by itself (an answer that depends on the clock), as epoch ms. */
  expiresAt?: (value: V) => number;
  now?: () => number;
  /** Told of every read: answered from memory (hit) or by a load (miss); the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
}

/**
 * The share of its TTL after which a value still read is loaded again in the background: drawn for each
 * value between these, so values loaded together (a restart, a busy minute) are not loaded again together.
 */
const REFRESH_AHEAD = { from: 0.5, to: 0.9 };

/**
 * Values read from the database, one per key (a member's state, a member's offer list), each kept in memory
 * until invalidated, `ttlMs` old or past its own expiry. An invalidation drops a load under way too: its
 * callers still get it (they asked before the change was known), later callers start a new one. A value read
 * late in its TTL (REFRESH_AHEAD) is answered as it is and loaded again meanwhile, so a value in steady use is
 * never waited for when its TTL ends, nor are the values loaded at one moment (a restart, a busy minute)
 * loaded again all at once; one that nobody reads runs out as before.
 */
export function createKeyedSnapshots<V>({ load, ttlMs, max, expiresAt, now = Date.now, onLookup }: KeyedSnapshotOptions<V>): KeyedSnapshots<V> {
  interface Entry {
    value: Promise<V>;
    /** When to load it again in the background if it is read. */
    refreshAt: number;
    /** Until the value is loaded: its TTL from the start of the load. */
    expiresAt: number;
    /** Loaded (a value to answer with while it is loaded again), or being loaded again. */
    state: 'loading' | 'loaded' | 'refreshing';
  }
  const entries = new LRUCache<string, Entry>({ max });
  let invalidations = 0;

  const expiry = (startedAt: number, value: V) => Math.min(startedAt + ttlMs, expiresAt?.(value) ?? Number.POSITIVE_INFINITY);
  const refreshAt = (startedAt: number) => startedAt + ttlMs * (REFRESH_AHEAD.from + Math.random() * (REFRESH_AHEAD.to - REFRESH_AHEAD.from));

  function start(key: string): Promise<V> {
    const startedAt = now();
    const entry: Entry = { refreshAt: refreshAt(startedAt), expiresAt: startedAt + ttlMs, value: load(key), state: 'loading' };
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.expiresAt = expiry(startedAt, value);
        entry.state = 'loaded';
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  }

  // Kept only if the entry is still the one refreshed: an invalidation meanwhile dropped it, and the new read
  // may have seen the old rows. A failed refresh leaves the value to run out.
  function refresh(key: string, entry: Entry): void {
    entry.state = 'refreshing';
    const startedAt = now();
    load(key).then(
      (value) => {
        if (entries.get(key) !== entry) return;
        entries.set(key, { value: Promise.resolve(value), refreshAt: refreshAt(startedAt), expiresAt: expiry(startedAt, value), state: 'loaded' });
      },
      () => undefined,
    );
  }

  return {
    get(key) {
      const entry = entries.get(key);
      const at = now();
      const fresh = entry !== undefined && at < entry.expiresAt;
      onLookup?.(fresh ? 'hit' : 'miss');
      if (!fresh) return start(key);
      if (entry.state === 'loaded' && at >= entry.refreshAt) refresh(key, entry);
      return entry.value;
    },
    invalidate(key) {
      invalidations += 1;
      entries.delete(key);
    },
    invalidateAll() {
      invalidations += 1;
      entries.clear();
    },
    mark: () => invalidations,
    keep(key, value, mark) {
      if (mark !== invalidations || entries.has(key)) return;
      const startedAt = now();
      entries.set(key, { value: Promise.resolve(value), refreshAt: refreshAt(startedAt), expiresAt: expiry(startedAt, value), state: 'loaded' });
    },
  };
}
