import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { createRateLimitCounters } from './rate-limit-counters.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('rate-limit counters', () => {
  const counters = () => createRateLimitCounters(database.db);

  it('counts every hit of a window exactly once, also when hits arrive together', async () => {
    const limit = { key: 'test:parallel', limit: 3, windowSeconds: 3600 };
    const hits = await Promise.all(Array.from({ length: 6 }, () => counters().hit(limit)));
    expect(hits.map((hit) => hit.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    for (const hit of hits) expect(hit.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('keeps separate counts per key', async () => {
    await counters().hit({ key: 'test:a', limit: 1, windowSeconds: 60 });
    const other = await counters().hit({ key: 'test:b', limit: 1, windowSeconds: 60 });
    expect(other).toMatchObject({ count: 1, allowed: true });
  });

  it('gives back a released hit of its own window, never going below zero', async () => {
    const limit = { key: 'test:release', limit: 2, windowSeconds: 3600 };
    const first = await counters().hit(limit);
    await counters().hit(limit);
    await counters().release(limit.key, first.windowStart);
    expect(await counters().count(limit.key, limit.windowSeconds)).toBe(1);
    expect(await counters().hit(limit)).toMatchObject({ count: 2, allowed: true });

    await counters().release(limit.key, new Date(first.windowStart.getTime() - 3_600_000));
    for (let index = 0; index < 3; index += 1) await counters().release(limit.key, first.windowStart);
    expect(await counters().count(limit.key, limit.windowSeconds)).toBe(0);
    expect(await counters().count('test:never-hit', limit.windowSeconds)).toBe(0);
  });
});
