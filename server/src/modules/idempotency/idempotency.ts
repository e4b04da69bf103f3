import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** A client's Idempotency-Key for one route, and a fingerprint of the request it was sent with. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Keys a request by the route's scope and the client's header. Only hashes are stored: the request may
 * hold a phone number, and the header is whatever the client chose to send.
 */
export function idempotencyKey(scope: string, header: string, request: unknown): IdempotencyKey {
  return { key: `${scope}:${sha256(header)}`, requestHash: sha256(JSON.stringify(request)) };
}

type Earlier = { kind: 'none' } | { kind: 'replay'; body: unknown } | { kind: 'mismatch' };

async function lookUp(db: Executor, { key, requestHash }: IdempotencyKey): Promise<Earlier> {
  const row = await db
    .selectFrom('idempotent_requests')
    .select(['request_hash', 'status_code', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status_code === null) return { kind: 'none' };
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  return { kind: 'replay', body: row.response };
}

const reused = () => new DomainError('unprocessable', IDEMPOTENCY_KEY_REUSED, { reason: 'idempotency-key-reused' });

/** What the work says about the answer it returns, for the stored copy. */
export interface StoredAnswer {
  /** The answer names this member (their first name, say): erasing the member deletes it (ADR 050). */
  names(memberId: string): void;
}

export interface IdempotentWork<T> {
  /**
   * Runs before the work and outside its transaction, only when no earlier answer is replayed: the
   * limits a request is counted against, which must stay counted when the work fails.
   */
  before?: () => Promise<void>;
  /** The change itself, in one transaction with the stored answer. */
  work: (trx: Transaction<Database>, answer: StoredAnswer) => Promise<T>;
  /** The status the answer is sent with, kept beside it. */
  statusCode?: number;
  /**
   * Brings a replayed answer up to date, when what it describes can change after it was stored (a
   * redemption undone since): the current state, or a refusal saying why the first answer no longer holds.
   * Without it the stored answer is replayed as it was.
   */
  replay?: (stored: T, db: Executor) => Promise<T>;
}

/**
 * Runs a request once per Idempotency-Key: a retry gets the first answer (brought up to date by `replay`)
 * and changes nothing, the same key with another request is a 422, and without a key the work simply runs.
 * A concurrent request with the same key waits on the claimed row and then replays; when the work fails
 * the claim rolls back with everything else, so a retry runs afresh.
 */
export async function withIdempotency<T>(
  db: Kysely<Database>,
  key: IdempotencyKey | null,
  { before, work, statusCode = 200, replay = async (stored) => stored }: IdempotentWork<T>,
): Promise<T> {
  if (key) {
    const earlier = await lookUp(db, key);
    if (earlier.kind === 'replay') return replay(earlier.body as T, db);
    if (earlier.kind === 'mismatch') throw reused();
  }
  await before?.();
  let memberId: string | null = null;
  const answer: StoredAnswer = {
    names: (id) => {
      memberId = id;
    },
  };
  return db.transaction().execute(async (trx) => {
    if (!key) return work(trx, answer);
    const claimed = await trx
      .insertInto('idempotent_requests')
      .values({ key: key.key, request_hash: key.requestHash, status_code: null, response: null })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await lookUp(trx, key);
      if (earlier.kind === 'replay') return replay(earlier.body as T, trx);
      throw reused();
    }
    const body = await work(trx, answer);
    await trx
      .updateTable('idempotent_requests')
      .set({ status_code: statusCode, response: JSON.stringify(body), member_id: memberId })
      .where('key', '=', key.key)
      .execute();
    return body;
  });
}
