import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { countRateLimitHits, hitRateLimit, releaseRateLimitHit } from './rate-limit-counters.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('hitRateLimit', () => {
  it('counts every hit of a window exactly once, also when hits arrive together', async () => {
    const limit = { key: 'test:parallel', limit: 3, windowSeconds: 3600 };
    const hits = await Promise.all(Array.from({ length: 6 }, () => hitRateLimit(database.db, limit)));
    expect(hits.map((hit) => hit.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    for (const hit of hits) expect(hit.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('keeps separate counts per key', async () => {
    await hitRateLimit(database.db, { key: 'test:a', limit: 1, windowSeconds: 60 });
    const other = await hitRateLimit(database.db, { key: 'test:b', limit: 1, windowSeconds: 60 });
    expect(other).toMatchObject({ count: 1, allowed: true });
  });

  it('gives back a released hit of its own window, never going below zero', async () => {
    const limit = { key: 'test:release', limit: 2, windowSeconds: 3600 };
    const first = await hitRateLimit(database.db, limit);
    await hitRateLimit(database.db, limit);
    await releaseRateLimitHit(database.db, limit.key, first.windowStart);
    expect(await countRateLimitHits(database.db, limit.key, limit.windowSeconds)).toBe(1);
    expect(await hitRateLimit(database.db, limit)).toMatchObject({ count: 2, allowed: true });

    await releaseRateLimitHit(database.db, limit.key, new Date(first.windowStart.getTime() - 3_600_000));
    for (let index = 0; index < 3; index += 1) await releaseRateLimitHit(database.db, limit.key, first.windowStart);
    expect(await countRateLimitHits(database.db, limit.key, limit.windowSeconds)).toBe(0);
    expect(await countRateLimitHits(database.db, 'test:never-hit', limit.windowSeconds)).toBe(0);
  });
});
