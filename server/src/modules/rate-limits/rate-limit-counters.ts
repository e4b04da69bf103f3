import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface RateLimit {
  /** What is counted, e.g. `send:ip:203.0.113.9`; never a raw phone number (see send-limits.ts). */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  count: number;
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window shared by every server instance. The window comes from the
 * database clock and the increment is a single upsert, so concurrent instances never lose a hit.
 * Daily windows (86 400 s) start at midnight UTC.
 */
export async function hitRateLimit(
  db: Kysely<Database> | Transaction<Database>,
  { key, limit, windowSeconds }: RateLimit,
): Promise<RateLimitHit> {
  const windowStart = sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({
      key,
      window_start: windowStart,
      count: 1,
      expires_at: sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds} + ${windowSeconds})`,
    })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }),
    )
    .returning(['count', sql<number>`ceil(extract(epoch from expires_at - now()))::integer`.as('retry_after')])
    .executeTakeFirstOrThrow();
  return { count: row.count, allowed: row.count <= limit, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Drops counters whose window has ended; they can never be hit again. */
export async function pruneRateLimitCounters(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Drops ended windows on about one call in a hundred: no scheduler for a deployment to remember. */
export async function pruneRateLimitCountersNowAndThen(db: Kysely<Database>): Promise<void> {
  if (Math.random() < 0.01) await pruneRateLimitCounters(db);
}
