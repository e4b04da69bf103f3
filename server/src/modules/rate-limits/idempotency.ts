import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

export type Replay = { kind: 'none' } | { kind: 'replay'; response: StoredResponse } | { kind: 'mismatch' };

export class IdempotencyKeyReusedError extends Error {
  readonly statusCode = 422;
  constructor() {
    super('This Idempotency-Key was already used for a different request.');
  }
}

/** A client's Idempotency-Key for one route, and a fingerprint of the request it was sent with. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

export function idempotencyKey(scope: string, header: string, request: unknown): IdempotencyKey {
  return { key: `${scope}:${header}`, requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex') };
}

async function lookUp(db: Kysely<Database> | Transaction<Database>, { key, requestHash }: IdempotencyKey): Promise<Replay> {
  const row = await db
    .selectFrom('idempotent_requests')
    .select(['request_hash', 'status_code', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status_code === null) return { kind: 'none' };
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  return { kind: 'replay', response: { statusCode: row.status_code, body: row.response } };
}

/** The stored answer of an earlier request with this key, checked before any limit is counted. */
export async function findReplay(db: Kysely<Database>, key: IdempotencyKey): Promise<Replay> {
  return lookUp(db, key);
}

/**
 * Runs `work` once per key inside `trx` and stores its answer there too. A concurrent request with
 * the same key waits on the claimed row and then replays the answer instead of running again; when
 * `work` fails the claim rolls back with everything else, so a retry runs afresh.
 */
export async function runOnce(
  trx: Transaction<Database>,
  key: IdempotencyKey,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const claimed = await trx
    .insertInto('idempotent_requests')
    .values({ key: key.key, request_hash: key.requestHash, status_code: null, response: null })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const earlier = await lookUp(trx, key);
    if (earlier.kind === 'replay') return earlier.response;
    throw new IdempotencyKeyReusedError();
  }
  const response = await work();
  await trx
    .updateTable('idempotent_requests')
    .set({ status_code: response.statusCode, response: JSON.stringify(response.body) })
    .where('key', '=', key.key)
    .execute();
  return response;
}
