import { describe, expect, it } from 'vitest';
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
});
