import type { ColumnType } from 'kysely';

export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  count: number;
  expires_at: Date;
}

export interface IdempotentRequestsTable {
  /** The route's scope and the client's Idempotency-Key. */
  key: string;
  /** SHA-256 of the request, so one key cannot be reused for a different request. */
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, never, never>;
}
