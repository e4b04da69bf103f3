import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';

export type CacheName = 'public_venues' | 'public_faq' | 'offer_catalogue' | 'member_states' | 'member_offer_lists' | 'member_offer_standings' | 'account_grants' | 'staff_venues';
export type CacheOutcome = 'hit' | 'miss';
export type RedemptionKind = 'offer' | 'voucher';

/**
 * What the instance counts for Prometheus (docs/OPERATIONS.md names the alerts). The process's own figures
 * (event-loop lag, memory, GC) are added by server.ts, once per process: an app is built many times in one
 * test process.
 */
export function createAppMetrics(db: Kysely<Database>) {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer having gone, by route (its pattern), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cacheLookups = new Counter({
    name: 'venue_pass_cache_lookups_total',
    help: 'Reads of the values kept in memory (ADR 038, 046, 052), answered from memory (hit) or the database (miss).',
    labelNames: ['cache', 'outcome'] as const,
    registers,
  });
  const redemptions = new Counter({
    name: 'venue_pass_redemptions_total',
    help: 'Offers and vouchers redeemed by staff on this instance (retries of one redemption count once).',
    labelNames: ['kind'] as const,
    registers,
  });
  const vouchersSent = new Counter({
    name: 'venue_pass_vouchers_sent_total',
    help: 'Vouchers issued to a phone number on this instance, by who sent them.',
    labelNames: ['by'] as const,
    registers,
  });
  const messages = new Counter({
    name: 'venue_pass_outbox_messages_total',
    help: "Deliveries by this instance's outbox dispatcher: sent, failed (will retry) or given up.",
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });

  // Read from the database when scraped: the backlog is the whole scheme's, whichever instance answers.
  registry.registerMetric(new Gauge({
    // Not into prom-client's global registry, the default, which every app built in one process would share.
    registers: [],
    name: 'venue_pass_outbox_backlog',
    help: 'Messages waiting in the outbox (pending: due or retrying; held: no transport configured), by channel.',
    labelNames: ['channel', 'status'] as const,
    async collect() {
      this.reset();
      const rows = await waiting(db);
      for (const row of rows) this.set({ channel: row.channel, status: row.status }, row.count);
    },
  }));
  registry.registerMetric(new Gauge({
    // Not into prom-client's global registry, the default, which every app built in one process would share.
    registers: [],
    name: 'venue_pass_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message still waiting to be sent, by channel (0 when none waits).',
    labelNames: ['channel'] as const,
    async collect() {
      this.reset();
      for (const row of await waiting(db)) {
        if (row.status === 'pending') this.set({ channel: row.channel }, row.oldestAgeSeconds);
      }
    },
  }));
  const pool = poolOf(db);
  registry.registerMetric(new Gauge({
    // Not into prom-client's global registry, the default, which every app built in one process would share.
    registers: [],
    name: 'venue_pass_db_pool_connections',
    help: "PostgreSQL pool of this instance: connections in use, idle, and requests waiting for one (absent with the embedded database).",
    labelNames: ['state'] as const,
    collect() {
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  }));

  return {
    registry,
    /** Called once per answered request, where the request log line is written (no hook of its own, ADR 044). */
    requestAnswered(route: string | undefined, method: string, status: number, seconds: number) {
      // Paths that match no route are not labels: a scanner's made-up paths would each become a series.
      requestDuration.observe({ route: route ?? 'unmatched', method, status: String(status) }, seconds);
    },
    cacheLookup: (cache: CacheName) => (outcome: CacheOutcome) => cacheLookups.inc({ cache, outcome }),
    redeemed: (kind: RedemptionKind) => redemptions.inc({ kind }),
    voucherSent: (by: 'visitor' | 'promoter') => vouchersSent.inc({ by }),
    messageDelivered: (channel: string, outcome: 'sent' | 'failed' | 'given_up') => messages.inc({ channel, outcome }),
  };
}
export type AppMetrics = ReturnType<typeof createAppMetrics>;

// Cheap at any size: the (status, next_attempt_at) index reaches the waiting rows without reading the sent ones.
async function waiting(db: Kysely<Database>) {
  const { rows } = await sql<{ channel: string; status: string; count: number; oldest_age_seconds: number }>`
    select channel, status, count(*)::int as count,
           coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_age_seconds
      from outbox_messages
     where status in ('pending', 'held')
     group by channel, status`.execute(db);
  return rows.map((row) => ({ channel: row.channel, status: row.status, count: row.count, oldestAgeSeconds: row.oldest_age_seconds }));
}
