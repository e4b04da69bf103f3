import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/helpers/database.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../test/helpers/tokens.ts';
import { buildApp } from '../app.ts';
import { deriveConfig, parseEnv } from '../config/env.ts';

describe('request log', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    const config = deriveConfig(
      parseEnv({ EMBEDDED_IDP: 'false', OIDC_ISSUER: TEST_ISSUER, API_AUDIENCE: TEST_AUDIENCE, WEB_DIST_DIR: '/nonexistent' }),
    );
    app = await buildApp({ config, db: database.db, tokenKeys: (await createTestIssuer()).keys, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('writes one line per request at info, with its status, time and the query string redacted', async () => {
    lines = [];
    await app.inject({ method: 'GET', url: '/version.json' });
    await app.inject({ method: 'GET', url: '/api/vouchers/lookup?phoneNumber=07911123456' });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/version.json' }, res: { statusCode: 200 } });
    expect(lines[0]!['responseTime']).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ req: { url: '/api/vouchers/lookup?phoneNumber=[redacted]' } });
    expect(lines[2]).toMatchObject({ msg: 'request completed', req: { url: '/api/no-such-route' }, res: { statusCode: 404 } });
  });
});
