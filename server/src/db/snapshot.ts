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
 * Values read from the database, one per key (a member's state, a member's offer list), each kept in memory
 * until invalidated, `ttlMs` old or past its own expiry. An invalidation drops a load under way too: its
 * callers still get it (they asked before the change was known), later callers start a new one.
 */
export function createKeyedSnapshots<V>({ load, ttlMs, max, expiresAt, now = Date.now, onLookup }: KeyedSnapshotOptions<V>): KeyedSnapshots<V> {
  interface Entry {
    value: Promise<V>;
    /** Until the value is loaded: its TTL from the start of the load. */
    expiresAt: number;
  }
  const entries = new LRUCache<string, Entry>({ max });

  function start(key: string): Promise<V> {
    const entry: Entry = { expiresAt: now() + ttlMs, value: load(key) };
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (expiresAt) entry.expiresAt = Math.min(entry.expiresAt, expiresAt(value));
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      const fresh = entry !== undefined && now() < entry.expiresAt;
      onLookup?.(fresh ? 'hit' : 'miss');
      return fresh ? entry.value : start(key);
    },
    invalidate(key) {
      entries.delete(key);
    },
    invalidateAll() {
      entries.clear();
    },
  };
}
