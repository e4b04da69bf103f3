import { describe, expect, it } from 'vitest';
import { createSnapshot } from './snapshot.ts';

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
