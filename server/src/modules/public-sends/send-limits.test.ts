import type { FastifyBaseLogger } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { createProofOfWork } from './proof-of-work.ts';
import { DAILY_CAP_REACHED, PROOF_OF_WORK_REQUIRED, createSendLimits } from './send-limits.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const proofOfWork = createProofOfWork({ secret: 'a test secret of at least thirty-two characters', maxNumber: 2000, ttlSeconds: 60 });
const silentLog = { error: vi.fn() } as unknown as FastifyBaseLogger;

/** A solved challenge as the browser sends it. */
async function solvedProof(): Promise<string> {
  const challenge = await proofOfWork.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('countMessage', () => {
  it('stores no phone number in its keys', async () => {
    const limits = createSendLimits(parseEnv({}), silentLog, proofOfWork);
    await database.db.transaction().execute((trx) => limits.countMessage(trx, { phoneNumber: '+447700900777' }));
    const keys = await database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.some((row) => row.key.includes('7700900777'))).toBe(false);
  });

  it('counts nothing when the sending transaction rolls back', async () => {
    const limits = createSendLimits(parseEnv({ SEND_LIMIT_PHONE_PER_DAY: '1' }), silentLog, proofOfWork);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await limits.countMessage(trx, { phoneNumber: '+447700900778' });
        throw new Error('the send failed after counting');
      })
      .catch(() => undefined);
    await expect(database.db.transaction().execute((trx) => limits.countMessage(trx, { phoneNumber: '+447700900778' }))).resolves.toBeUndefined();
  });

  it('refuses messages past the daily cap and logs an error each time, without the number', async () => {
    const error = vi.fn();
    const limits = createSendLimits(parseEnv({ SEND_DAILY_CAP: '1' }), { error } as unknown as FastifyBaseLogger, proofOfWork);
    await database.db.deleteFrom('rate_limit_counters').where('key', '=', 'send:global').execute();
    await database.db.transaction().execute((trx) => limits.countMessage(trx, { phoneNumber: '+447700900701' }));
    const refused = await database.db
      .transaction()
      .execute((trx) => limits.countMessage(trx, { phoneNumber: '+447700900702' }))
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'too-many', message: DAILY_CAP_REACHED });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toEqual({ alert: 'SEND_DAILY_CAP_REACHED', cap: 1 });
    expect(error.mock.calls[0]![1]).toMatch(/DAILY MESSAGE CAP REACHED/);
    expect(JSON.stringify(error.mock.calls)).not.toContain('7700900');
  });
});

describe('checkRequest', () => {
  it('asks for a proof of work past the threshold, accepts a solved one once, and refuses a forged one', async () => {
    const limits = createSendLimits(parseEnv({ SEND_POW_AFTER_PER_IP: '1', SEND_LIMIT_IP_PER_HOUR: '100' }), silentLog, proofOfWork);
    const ip = '198.51.100.77';
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: undefined })).resolves.toBeUndefined();
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: undefined })).rejects.toMatchObject({
      kind: 'precondition-required',
      message: PROOF_OF_WORK_REQUIRED,
    });
    const proof = await solvedProof();
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: proof })).resolves.toBeUndefined();
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: proof })).rejects.toMatchObject({ kind: 'precondition-required' });

    // Without the search, a client knows only the key's prefix; a guessed key fails its signature.
    const { challenge, solution } = JSON.parse(Buffer.from(await solvedProof(), 'base64').toString()) as { challenge: object; solution: { derivedKey: string } };
    const guessed = `${solution.derivedKey.slice(0, -1)}${solution.derivedKey.endsWith('0') ? '1' : '0'}`;
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, derivedKey: guessed } })).toString('base64');
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: forged })).rejects.toMatchObject({ kind: 'precondition-required' });
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: 'bm90IGpzb24=' })).rejects.toMatchObject({ kind: 'precondition-required' });
  });

  it('refuses an IP past its hourly limit with 429 whatever proof it carries', async () => {
    const limits = createSendLimits(parseEnv({ SEND_POW_AFTER_PER_IP: '100', SEND_LIMIT_IP_PER_HOUR: '1' }), silentLog, proofOfWork);
    const ip = '198.51.100.78';
    await limits.checkRequest(database.db, { ip, proofOfWork: undefined });
    await expect(limits.checkRequest(database.db, { ip, proofOfWork: await solvedProof() })).rejects.toMatchObject({ kind: 'too-many' });
  });
});
