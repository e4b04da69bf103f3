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
  /**
   * Loads the value that follows one ending by its own expiry while the old one still holds: `load(key, from)`
   * gives the value as it reads from `from`, the old one's expiry. Started by the first read within `leadMs` of
   * that expiry and handed over at it, so no reader waits on a load when a value runs out by the clock.
   */
  loadAhead?: { leadMs: number; load: (key: string, from: number) => Promise<V> };
  now?: () => number;
  /** Told of every read: answered from memory (hit) or by a load (miss); the cache metrics. */
  onLookup?: (outcome: 'hit' | 'miss') => void;
}

/**
 * Values read from the database, one per key (a member's state, a member's offer list), each kept in memory
 * until invalidated, `ttlMs` old or past its own expiry. An invalidation drops a load under way too: its
 * callers still get it (they asked before the change was known), later callers start a new one.
 */
export function createKeyedSnapshots<V>({ load, ttlMs, max, expiresAt, loadAhead, now = Date.now, onLookup }: KeyedSnapshotOptions<V>): KeyedSnapshots<V> {
  interface Entry {
    value: Promise<V>;
    /** Until the value is loaded: its TTL from the start of the load. */
    expiresAt: number;
    /** The value's own expiry, once it is loaded. */
    ownExpiry?: number;
    /** The value that follows it from its own expiry (loadAhead). */
    next?: Entry;
  }
  const entries = new LRUCache<string, Entry>({ max });

  function loaded(value: Promise<V>, onFailure: (entry: Entry) => void): Entry {
    const entry: Entry = { expiresAt: now() + ttlMs, value };
    value.then(
      (result) => {
        if (!expiresAt) return;
        entry.ownExpiry = expiresAt(result);
        entry.expiresAt = Math.min(entry.expiresAt, entry.ownExpiry);
      },
      () => onFailure(entry),
    );
    return entry;
  }

  function start(key: string): Promise<V> {
    const entry = loaded(load(key), (failed) => {
      if (entries.get(key) === failed) entries.delete(key);
    });
    entries.set(key, entry);
    return entry.value;
  }

  /** Starts loading the value that follows `entry` once its own expiry is near, unless its TTL ends first. */
  function aheadOf(key: string, entry: Entry, at: number): void {
    const until = entry.ownExpiry;
    if (!loadAhead || entry.next || until === undefined || until !== entry.expiresAt || until - at > loadAhead.leadMs) return;
    entry.next = loaded(loadAhead.load(key, until), (failed) => {
      if (entry.next === failed) delete entry.next;
      if (entries.get(key) === failed) entries.delete(key);
    });
  }

  return {
    get(key) {
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.expiresAt) {
        onLookup?.('hit');
        aheadOf(key, entry, at);
        return entry.value;
      }
      const next = entry?.next;
      if (next && at < next.expiresAt) {
        onLookup?.('hit');
        entries.set(key, next);
        return next.value;
      }
      onLookup?.('miss');
      return start(key);
    },
    invalidate(key) {
      entries.delete(key);
    },
    invalidateAll() {
      entries.clear();
    },
  };
}
