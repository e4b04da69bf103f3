import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a while and try again.';

export interface RateLimit {
  /** What is counted, e.g. `send:ip:203.0.113.9`; never a raw phone number or e-mail address (hash them). */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  count: number;
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
  /** The window the hit was counted in, for release(). */
  windowStart: Date;
}

function currentWindowStart(windowSeconds: number) {
  return sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
}

/**
 * Fixed-window counters shared by every server instance, in PostgreSQL. Build them on the transaction of
 * a change when a count must stand or fall with it (a message counted as it is queued).
 */
export function createRateLimitCounters(db: Executor) {
  /**
   * Counts one hit. The window comes from the database clock and the increment is a single upsert, so
   * concurrent instances never lose a hit. Daily windows (86 400 s) start at midnight UTC.
   */
  async function hit({ key, limit, windowSeconds }: RateLimit): Promise<RateLimitHit> {
    const row = await db
      .insertInto('rate_limit_counters')
      .values({
        key,
        window_start: currentWindowStart(windowSeconds),
        count: 1,
        expires_at: sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds} + ${windowSeconds})`,
      })
      .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }))
      .returning(['count', 'window_start', sql<number>`ceil(extract(epoch from expires_at - now()))::integer`.as('retry_after')])
      .executeTakeFirstOrThrow();
    return { count: row.count, allowed: row.count <= limit, retryAfterSeconds: Math.max(1, row.retry_after), windowStart: row.window_start };
  }

  return {
    hit,

    /**
     * Drops up to `batchSize` counters whose window has ended (they can never be hit again, and their keys
     * name client addresses) and says how many; the retention job 'ended-rate-limit-windows' repeats it
     * (ADR 065). Rows another instance is deleting are skipped.
     */
    async pruneEnded(batchSize: number): Promise<number> {
      const result = await db
        .deleteFrom('rate_limit_counters')
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple('key', 'window_start'),
            'in',
            selectFrom('rate_limit_counters')
              .select(['key', 'window_start'])
              .where('expires_at', '<', sql<Date>`now()`)
              .limit(batchSize)
              .forUpdate()
              .skipLocked()
              .$asTuple('key', 'window_start'),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Counts one hit and refuses past the limit: 429 with Retry-After until the window ends. `name` says
     * which limit refused (for logs and records); it never holds personal data.
     */
    async enforce(limit: RateLimit & { name: string }, message: string = TOO_MANY_REQUESTS): Promise<void> {
      const counted = await hit(limit);
      if (!counted.allowed) throw new DomainError('too-many', message, { retryAfterSeconds: counted.retryAfterSeconds, reason: limit.name });
    },

    /**
     * Takes back one hit, for a limit that counts only some outcomes: the caller counts before the work,
     * so concurrent requests cannot all slip under the limit, and releases the hit when the outcome does
     * not count. A window that has ended is left alone.
     */
    async release(key: string, windowStart: Date): Promise<void> {
      await db
        .updateTable('rate_limit_counters')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('count', '>', 0)
        .execute();
    },

    /** Hits counted for `key` in the current window, without counting one. */
    async count(key: string, windowSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select('count')
        .where('key', '=', key)
        .where('window_start', '=', currentWindowStart(windowSeconds))
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /**
     * Marks `key` used until `expiresAt`; true only for the first call. Single-use tokens (a solved proof
     * of work) are kept here because their rows expire and are pruned like any counter.
     */
    async claimOnce(key: string, expiresAt: Date): Promise<boolean> {
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, window_start: new Date(0), count: 1, expires_at: expiresAt })
        .onConflict((conflict) => conflict.columns(['key', 'window_start']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
