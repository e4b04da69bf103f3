import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { DAILY_CAP_REACHED, createSendLimits } from './send-limits.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('checkSend', () => {
  it('stores no phone number in its keys', async () => {
    const limits = createSendLimits(parseEnv({}), { error: vi.fn() } as unknown as FastifyBaseLogger);
    await limits.checkSend(database.db, { ip: '203.0.113.5', phoneNumber: '+447700900777' });
    const keys = await database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.some((row) => row.key.includes('7700900777'))).toBe(false);
  });
});

describe('countMessage', () => {
  it('refuses messages past the daily cap and logs an error each time, without the number', async () => {
    const error = vi.fn();
    const limits = createSendLimits(parseEnv({ SEND_DAILY_CAP: '1' }), { error } as unknown as FastifyBaseLogger);
    await database.db.deleteFrom('rate_limit_counters').where('key', '=', 'send:global').execute();
    await database.db.transaction().execute((trx) => limits.countMessage(trx));
    const refused = await database.db
      .transaction()
      .execute((trx) => limits.countMessage(trx))
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'too-many', message: DAILY_CAP_REACHED });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toEqual({ alert: 'SEND_DAILY_CAP_REACHED', cap: 1 });
    expect(error.mock.calls[0]![1]).toMatch(/DAILY MESSAGE CAP REACHED/);
  });
});
