import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyedSnapshots, createSnapshot } from './snapshot.ts';

/** A load whose answers the test hands out one by one. */
function controlledLoad() {
  const pending: ((value: string) => void)[] = [];
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    resolveNext: (value: string) => pending.shift()!(value),
    calls: () => calls,
  };
}

describe('createSnapshot', () => {
  it('loads once for concurrent callers and keeps the value', async () => {
    const source = controlledLoad();
    const snapshot = createSnapshot({ load: source.load, ttlMs: 60_000 });
    const both = Promise.all([snapshot.get(), snapshot.get()]);
    source.resolveNext('v1');
    expect(await both).toEqual(['v1', 'v1']);
    expect(await snapshot.get()).toBe('v1');
    expect(source.calls()).toBe(1);
  });

  it('loads again after an invalidation', async () => {
    let version = 0;
    const snapshot = createSnapshot({ load: async () => `v${++version}`, ttlMs: 60_000 });
    expect(await snapshot.get()).toBe('v1');
    snapshot.invalidate();
    expect(await snapshot.get()).toBe('v2');
  });

  it('does not keep a load that was under way when invalidated', async () => {
    const source = controlledLoad();
    const snapshot = createSnapshot({ load: source.load, ttlMs: 60_000 });
    const early = snapshot.get();
    snapshot.invalidate();
    const late = snapshot.get();
    source.resolveNext('before the change');
    source.resolveNext('after the change');
    expect(await early).toBe('before the change');
    expect(await late).toBe('after the change');
    expect(await snapshot.get()).toBe('after the change');
  });

  it('loads again once the value is ttlMs old', async () => {
    let now = 0;
    let version = 0;
    const snapshot = createSnapshot({ load: async () => `v${++version}`, ttlMs: 1000, now: () => now });
    expect(await snapshot.get()).toBe('v1');
    now = 999;
    expect(await snapshot.get()).toBe('v1');
    now = 1000;
    expect(await snapshot.get()).toBe('v2');
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    let fail = true;
    const snapshot = createSnapshot({
      load: async () => {
        if (fail) throw new Error('database unavailable');
        return 'v';
      },
      ttlMs: 60_000,
    });
    await expect(snapshot.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await snapshot.get()).toBe('v');
  });
});

describe('createKeyedSnapshots', () => {
  it('loads each key once for concurrent callers and keeps it', async () => {
    const loads: string[] = [];
    const snapshots = createKeyedSnapshots({ load: async (key) => (loads.push(key), `${key}:v1`), ttlMs: 60_000, max: 10 });
    expect(await Promise.all([snapshots.get('a'), snapshots.get('a'), snapshots.get('b')])).toEqual(['a:v1', 'a:v1', 'b:v1']);
    expect(await snapshots.get('a')).toBe('a:v1');
    expect(loads).toEqual(['a', 'b']);
  });

  it('forgets one key, or all, and does not keep a load that was under way when forgotten', async () => {
    const source = controlledLoad();
    const snapshots = createKeyedSnapshots({ load: source.load, ttlMs: 60_000, max: 10 });
    const early = snapshots.get('a');
    snapshots.invalidate('a');
    source.resolveNext('before the change');
    expect(await early).toBe('before the change');
    const late = snapshots.get('a');
    source.resolveNext('after the change');
    expect(await late).toBe('after the change');
    expect(await snapshots.get('a')).toBe('after the change');
    expect(source.calls()).toBe(2);

    snapshots.invalidateAll();
    const again = snapshots.get('a');
    source.resolveNext('reloaded');
    expect(await again).toBe('reloaded');
  });

  it("loads again once a value's own expiry or the TTL has passed", async () => {
    let clock = 0;
    let version = 0;
    const snapshots = createKeyedSnapshots({
      load: async (key) => ({ key, version: ++version, until: key === 'short' ? 10 : Number.POSITIVE_INFINITY }),
      expiresAt: (value) => value.until,
      ttlMs: 100,
      max: 2,
      now: () => clock,
    });
    expect((await snapshots.get('short')).version).toBe(1);
    expect((await snapshots.get('long')).version).toBe(2);
    clock = 10;
    expect((await snapshots.get('short')).version).toBe(3);
    expect((await snapshots.get('long')).version).toBe(2);
    clock = 100;
    expect((await snapshots.get('long')).version).toBe(4);
  });

  it('keeps at most `max` keys, dropping the least recently read', async () => {
    const loads: string[] = [];
    const snapshots = createKeyedSnapshots({ load: async (key) => loads.push(key), ttlMs: 60_000, max: 2 });
    await snapshots.get('a');
    await snapshots.get('b');
    await snapshots.get('a');
    await snapshots.get('c');
    await snapshots.get('a');
    await snapshots.get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps a value read elsewhere only when nothing was invalidated since the mark and none is kept', async () => {
    const loads: string[] = [];
    const snapshots = createKeyedSnapshots({ load: async (key) => (loads.push(key), `${key}:loaded`), ttlMs: 100, max: 10, now: () => clock });
    let clock = 0;
    const kept = snapshots.mark();
    snapshots.keep('a', 'a:read elsewhere', kept);
    expect(await snapshots.get('a')).toBe('a:read elsewhere');

    // Kept already: a value read elsewhere does not replace it.
    snapshots.keep('a', 'a:later', snapshots.mark());
    expect(await snapshots.get('a')).toBe('a:read elsewhere');

    // An invalidation of any key after the mark: the read may be older than the change.
    const stale = snapshots.mark();
    snapshots.invalidate('z');
    snapshots.keep('b', 'b:read elsewhere', stale);
    expect(await snapshots.get('b')).toBe('b:loaded');
    snapshots.invalidateAll();
    const late = snapshots.mark();
    snapshots.keep('c', 'c:read elsewhere', late - 1);
    expect(await snapshots.get('c')).toBe('c:loaded');

    // The TTL runs for a kept value too.
    clock = 100;
    expect(await snapshots.get('a')).toBe('a:loaded');
    expect(loads).toEqual(['b', 'c', 'a']);
  });

  describe('loading again ahead of the TTL', () => {
    // The point in the TTL is drawn between half and nine tenths of it; these tests draw three quarters.
    afterEach(() => vi.restoreAllMocks());

    it('answers a value read late in its TTL at once and loads it again meanwhile, once', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0.625);
      let clock = 0;
      const source = controlledLoad();
      const snapshots = createKeyedSnapshots({ load: source.load, ttlMs: 100, max: 10, now: () => clock });
      const first = snapshots.get('a');
      source.resolveNext('v1');
      expect(await first).toBe('v1');
      clock = 74;
      expect(await snapshots.get('a')).toBe('v1');
      expect(source.calls()).toBe(1);

      clock = 75;
      expect(await snapshots.get('a')).toBe('v1');
      expect(await snapshots.get('a')).toBe('v1');
      expect(source.calls()).toBe(2);
      source.resolveNext('v2');
      await Promise.resolve();
      // The refreshed value's TTL runs from the start of its load.
      clock = 149;
      expect(await snapshots.get('a')).toBe('v2');
      expect(source.calls()).toBe(2);
      clock = 150;
      expect(await snapshots.get('a')).toBe('v2');
      expect(source.calls()).toBe(3);
      // Still under way when the TTL ends: the value is not answered past it.
      clock = 175;
      const late = snapshots.get('a');
      expect(source.calls()).toBe(4);
      source.resolveNext('refreshed too late');
      source.resolveNext('v3');
      expect(await late).toBe('v3');
      expect(await snapshots.get('a')).toBe('v3');
    });

    it('keeps no refresh that an invalidation overtook, and leaves a value whose refresh failed to run out', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0.625);
      let clock = 0;
      const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
      const snapshots = createKeyedSnapshots({
        load: () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
        ttlMs: 100,
        max: 10,
        now: () => clock,
      });
      const settle = async (value: string | Error) => {
        const next = pending.shift()!;
        if (value instanceof Error) next.reject(value);
        else next.resolve(value);
        await new Promise((resolve) => setImmediate(resolve));
      };
      const first = snapshots.get('a');
      await settle('v1');
      expect(await first).toBe('v1');
      clock = 80;
      expect(await snapshots.get('a')).toBe('v1');
      snapshots.invalidate('a');
      await settle('refreshed before the change');
      const changed = snapshots.get('a');
      await settle('after the change');
      expect(await changed).toBe('after the change');

      // The refresh fails: the value is answered until its TTL ends, then loaded again.
      clock = 160;
      expect(await snapshots.get('a')).toBe('after the change');
      await settle(new Error('database unavailable'));
      clock = 179;
      expect(await snapshots.get('a')).toBe('after the change');
      clock = 180;
      const late = snapshots.get('a');
      await settle('v4');
      expect(await late).toBe('v4');
    });

    it('draws the point for each value, so values loaded together are not loaded again together', async () => {
      const draws = [0, 0.999];
      vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.5);
      let clock = 0;
      const loads: string[] = [];
      const snapshots = createKeyedSnapshots({ load: async (key) => (loads.push(key), key), ttlMs: 100, max: 10, now: () => clock });
      await snapshots.get('early');
      await snapshots.get('late');
      clock = 50;
      await snapshots.get('early');
      await snapshots.get('late');
      expect(loads).toEqual(['early', 'late', 'early']);
      clock = 90;
      await snapshots.get('late');
      expect(loads).toEqual(['early', 'late', 'early', 'late']);
    });
  });
});
