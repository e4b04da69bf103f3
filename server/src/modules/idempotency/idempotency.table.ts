import type { ColumnType } from 'kysely';

export interface IdempotentRequestsTable {
  /** The route's scope and a SHA-256 of the client's Idempotency-Key. */
  key: string;
  /** SHA-256 of the request, so one key cannot be reused for a different request. */
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  /** The member the answer names, if any: erasing them deletes it (ADR 050). */
  member_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
}
